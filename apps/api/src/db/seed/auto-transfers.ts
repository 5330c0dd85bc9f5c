import { transferTypeIds } from '@trips/shared/modules/transfers/transfers.resource';
import { sql } from 'kysely';
import { followLuggageChain } from '../../modules/transfers/auto-transfers.follow.ts';
import { changeTrip } from '../../modules/trips/trips.writer.ts';
import type { Database } from '../database.ts';

const demo = { userId: null, action: 'auto_transfer', subject: 'Demo luggage transfers' };

/**
 * Demo trips with luggage transfers (issue 17 item 3): the upcoming walking and Camino trips that are not
 * cancelled have the trip's switch on, and their luggage rows are the ones the system creates from the
 * hotel chain with the demo routes' carriers, as a save would make them. Skipped once any trip has it.
 */
export async function seedAutoTransfers(db: Database, count = 6) {
  if (
    await db
      .selectFrom('trips')
      .select('id')
      .where('luggage_transfers', '=', true)
      .limit(1)
      .executeTakeFirst()
  )
    return;
  const trips = await db
    .selectFrom('trips')
    .select('id')
    .where('trip_type_id', 'in', [1, 2])
    .where('general_status_id', '!=', 4)
    .where('start_date', '>', sql<string>`current_date`)
    .orderBy('start_date')
    .limit(count)
    .execute();
  await db.transaction().execute(async (trx) => {
    for (const { id } of trips) {
      await trx.updateTable('trips').set({ luggage_transfers: true }).where('id', '=', id).execute();
      await trx
        .deleteFrom('trip_transfers')
        .where('trip_id', '=', id)
        .where('transfer_type_id', '=', transferTypeIds.luggage)
        .execute();
      await followLuggageChain(trx, null, id, null);
      await changeTrip(trx, id, demo, {}, new Date());
    }
  });
}
