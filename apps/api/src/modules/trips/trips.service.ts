import { taskObjectTypes } from '@trips/shared/modules/tasks/tasks.constants';
import { tripMessages } from '@trips/shared/modules/trips/trips.constants';
import type {
  CopyTripBody,
  NewTripInput,
  ReplanTripBody,
  SaveTripInput,
} from '@trips/shared/modules/trips/trips.schema';
import type { Insertable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { TripsTable } from '../../db/tables/trips.ts';
import { readHistory } from '../../engine/audit/history.ts';
import { deleteUnlessUsed, tasksAbout } from '../../engine/edits/used-by.ts';
import type { Clock } from '../../engine/jobs/clock.ts';
import type { Storage } from '../../engine/storage/storage.ts';
import { ok } from '../../http/ok.ts';
import { dayOf } from './readiness/readiness.days.ts';
import { keepReadiness } from './readiness/readiness.service.ts';
import { auditTrip, notifyNewOwner, tripEntity } from './trips.audit.ts';
import { copyTrip } from './trips.copy.ts';
import { figuresOf } from './trips.figures.ts';
import { insertTripFromItinerary } from './trips.from-itinerary.ts';
import { namedHistory } from './trips.history.ts';
import { rawOrThrow, tripNotFound } from './trips.load.ts';
import { present } from './trips.presenter.ts';
import { replanTrip } from './trips.replan.ts';
import { createTripsRepo } from './trips.repo.ts';
import { saveTrip } from './trips.save.ts';
import { tripRefs } from './trips.sections.ts';
import { referenceErrors, throwIfAny, travellersErrors } from './trips.validate.ts';

/**
 * A new trip in the caller's transaction, its costs from its price, written in its history; its operations
 * owner is told. `userId` is null when the system creates it (a Zoho deal).
 */
export async function insertTrip(
  trx: Database,
  userId: number | null,
  now: Date,
  values: Insertable<TripsTable>,
) {
  const repo = createTripsRepo(trx);
  const id = await repo.insert({ ...values, trip_name: values.trip_name.trim() });
  const priced = { id, trip_price: values.trip_price ?? 0, insurance_cost: values.insurance_cost ?? 0 };
  await repo.store(id, await figuresOf(trx, priced));
  const created = await rawOrThrow(trx, id);
  await auditTrip(trx, userId, id, null, created);
  await notifyNewOwner(trx, userId, null, created);
  await keepReadiness(trx, id, dayOf(now), userId);
  return created;
}

/** New trip, the detail, its one save, delete and history (spec part 2 §2–§4). */
export function createTripsService(
  db: Database,
  storage: Storage,
  noteFiles: (trx: Database, id: number) => Promise<string[]>,
  clock: Clock,
  onJobs: () => void = () => {},
) {
  return {
    get: async (id: number) => present(await rawOrThrow(db, id)),

    /** A new trip; with an itinerary, its rows made from it for the travellers (end date from its nights). */
    async create(userId: number, body: NewTripInput) {
      throwIfAny({
        ...(await referenceErrors(db, [{ record: body, refs: tripRefs, prefix: '' }])),
        ...(await travellersErrors(db, body.travellers)),
      });
      const { itinerary_id, end_date, ...values } = body;
      const after = await db.transaction().execute(async (trx) => {
        const trip = { ...values, created_user_id: userId };
        if (itinerary_id === null)
          return insertTrip(trx, userId, clock.now(), { ...trip, end_date: end_date ?? values.start_date });
        return insertTripFromItinerary(
          trx,
          userId,
          {
            itinerary_id,
            start_date: values.start_date,
            travellers: values.travellers,
            values: trip,
          },
          clock.now(),
        );
      });
      onJobs();
      return { ...present(after), ...ok(tripMessages.created) };
    },

    /** A copy of the trip on a new start day, Pending, priced again; answers the copy as a new trip. */
    async copy(userId: number, id: number, body: CopyTripBody) {
      const after = await db.transaction().execute((trx) => copyTrip(trx, userId, id, body, clock.now()));
      onJobs();
      return { ...present(after), ...ok(tripMessages.copied) };
    },

    /** The rows its itinerary made planned again for a new start day or party; refused once Active. */
    async replan(userId: number, id: number, body: ReplanTripBody) {
      const after = await db.transaction().execute((trx) => replanTrip(trx, userId, id, body, clock.now()));
      onJobs();
      return { ...present(after), ...ok(tripMessages.replanned) };
    },

    async save(userId: number, id: number, body: SaveTripInput) {
      const after = await db.transaction().execute((trx) => saveTrip(trx, userId, id, body, clock.now()));
      onJobs();
      return { ...present(after), ...ok(tripMessages.saved) };
    },

    /** Deletes the trip with its rows, tags and notes; refused while tasks are about it. */
    async remove(userId: number, id: number) {
      let files: string[] = [];
      const target = {
        table: 'trips',
        id,
        rules: [tasksAbout(taskObjectTypes.trip)],
        advice: 'relinkTasks' as const,
      };
      await deleteUnlessUsed(db, target, async (trx) => {
        const repo = createTripsRepo(trx);
        if (!(await repo.lock(id))) throw tripNotFound();
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
