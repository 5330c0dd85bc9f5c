import { tripMessages } from '@trips/shared/modules/trips/trips.constants';
import type { NewTripBody, SaveTripInput } from '@trips/shared/modules/trips/trips.schema';
import type { Insertable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { TripsTable } from '../../db/tables/trips.ts';
import { readHistory } from '../../engine/audit/history.ts';
import type { Storage } from '../../engine/storage/storage.ts';
import { conflict } from '../../http/errors.ts';
import { ok } from '../../http/ok.ts';
import { dayOf } from './readiness/readiness.days.ts';
import { keepReadiness } from './readiness/readiness.service.ts';
import { auditTrip, notifyNewOwner, tripEntity } from './trips.audit.ts';
import { figuresOf } from './trips.figures.ts';
import { namedHistory } from './trips.history.ts';
import { rawOrThrow, tripNotFound } from './trips.load.ts';
import { present } from './trips.presenter.ts';
import { createTripsRepo } from './trips.repo.ts';
import { saveTrip } from './trips.save.ts';
import { tripRefs } from './trips.sections.ts';
import { referenceErrors, throwIfAny } from './trips.validate.ts';

type NewTrip = Required<NewTripBody> & { start_location_id: number | null; end_location_id: number | null };

const hasTasks = 'This trip has tasks. Delete them or link them to something else first.';

/**
 * A new trip in the caller's transaction, its costs from its price, written in its history; its operations
 * owner is told. `userId` is null when the system creates it (a Zoho deal).
 */
export async function insertTrip(trx: Database, userId: number | null, values: Insertable<TripsTable>) {
  const repo = createTripsRepo(trx);
  const id = await repo.insert({ ...values, trip_name: values.trip_name.trim() });
  const priced = { id, trip_price: values.trip_price ?? 0, insurance_cost: values.insurance_cost ?? 0 };
  await repo.store(id, await figuresOf(trx, priced));
  const created = await rawOrThrow(trx, id);
  await auditTrip(trx, userId, id, null, created);
  await notifyNewOwner(trx, userId, null, created);
  await keepReadiness(trx, id, dayOf(new Date()), userId);
  return created;
}

/** New trip, the detail, its one save, delete and history (spec part 2 §2–§4). */
export function createTripsService(
  db: Database,
  storage: Storage,
  noteFiles: (trx: Database, id: number) => Promise<string[]>,
  onJobs: () => void = () => {},
) {
  return {
    get: async (id: number) => present(await rawOrThrow(db, id)),

    async create(userId: number, body: NewTrip) {
      throwIfAny(await referenceErrors(db, [{ record: body, refs: tripRefs, prefix: '' }]));
      const after = await db
        .transaction()
        .execute((trx) => insertTrip(trx, userId, { ...body, created_user_id: userId }));
      return { ...present(after), ...ok(tripMessages.created) };
    },

    async save(userId: number, id: number, body: SaveTripInput) {
      const after = await db.transaction().execute((trx) => saveTrip(trx, userId, id, body));
      onJobs();
      return { ...present(after), ...ok(tripMessages.saved) };
    },

    /** Deletes the trip with its rows, tags and notes; refused while tasks are about it. */
    async remove(userId: number, id: number) {
      let files: string[] = [];
      await db.transaction().execute(async (trx) => {
        const repo = createTripsRepo(trx);
        if (!(await repo.lock(id))) throw tripNotFound();
        if ((await repo.taskCount(id)) > 0) throw conflict(hasTasks);
        const before = await rawOrThrow(trx, id);
        files = await noteFiles(trx, id);
        await repo.remove(id);
        await auditTrip(trx, userId, id, before, null);
      });
      for (const key of files) await storage.delete(key);
      return ok('Trip deleted');
    },

    async history(id: number, page: number) {
      if (!(await createTripsRepo(db).find(id))) throw tripNotFound();
      const history = await readHistory(db, tripEntity, id, page);
      return { success: true as const, ...history, items: await namedHistory(db, history.items) };
    },
  };
}
export type TripsService = ReturnType<typeof createTripsService>;
