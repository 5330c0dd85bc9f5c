import { generalStatuses, type TripSection } from '@trips/shared/modules/trips/trips.constants';
import type { SaveTripInput } from '@trips/shared/modules/trips/trips.schema';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { previewRequests } from '../bookings/bookings.preview.ts';
import { dayOf } from './readiness/readiness.days.ts';
import { saveTrip } from './trips.save.ts';

const rolledBack = Symbol('preview only');

type PlannedJob = {
  kind: string;
  payload: { section?: TripSection; row_id?: number; trip_id?: number };
  run_at: Date;
};

/**
 * What saving this body with the trip made Active would send, without keeping anything: the save runs as
 * it would (checks, pricing, luggage chain, booking and document plans) in a transaction that is rolled
 * back, and the jobs it planned are read before that.
 */
export async function previewActivation(db: Database, userId: number, id: number, body: SaveTripInput) {
  const now = new Date();
  let answer: Awaited<ReturnType<typeof describe>> | undefined;
  try {
    await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{
        last: number;
      }>`select coalesce(max(id), 0)::int as last from jobs`.execute(trx);
      await saveTrip(trx, userId, id, {
        ...body,
        trip: { ...body.trip, general_status_id: generalStatuses.active },
      });
      const planned = await trx
        .selectFrom('jobs')
        .select(['kind', 'payload', 'run_at'])
        .where('id', '>', rows[0]!.last)
        .where('kind', 'in', ['booking.request', 'documents.send'])
        .execute();
      answer = await describe(trx, id, planned as unknown as PlannedJob[], dayOf(now));
      throw rolledBack;
    });
  } catch (error) {
    if (error !== rolledBack) throw error;
  }
  return { success: true as const, ...answer! };
}

async function describe(trx: Database, id: number, jobs: PlannedJob[], today: string) {
  const requests = jobs
    .filter((j) => j.kind === 'booking.request' && j.payload.section && j.payload.row_id)
    .map((j) => ({ section: j.payload.section!, row_id: j.payload.row_id! }));
  const documents = jobs.find((j) => j.kind === 'documents.send' && j.payload.trip_id === id);
  return {
    ...(await previewRequests(trx, requests, today)),
    documents_at: documents ? new Date(documents.run_at).toISOString() : null,
  };
}
