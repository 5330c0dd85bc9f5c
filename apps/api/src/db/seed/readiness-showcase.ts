import { serviceStatus as S } from '@trips/shared/modules/bookings/bookings.constants';
import { generalStatuses, type TripSection } from '@trips/shared/modules/trips/trips.constants';
import { addDays, dayOf } from '../../modules/trips/readiness/readiness.days.ts';
import { rawOrThrow } from '../../modules/trips/trips.load.ts';
import { createRowPricer } from '../../modules/trips/trips.pricing.ts';
import { insertTrip } from '../../modules/trips/trips.service.ts';
import { changeTrip } from '../../modules/trips/trips.writer.ts';
import type { Database } from '../database.ts';

type Row = { section: TripSection; index: number; values: Record<string, unknown> };
type Edit = { trip?: Record<string, unknown>; row?: Row };

const demo = { userId: null, action: 'update', subject: 'Demo readiness' };
const noRooms = { individual_rooms: 0, double_rooms: 0, twin_rooms: 0, triple_rooms: 0 };

/** Each upcoming demo trip and the problem a change of the demo gives it (README, "Trip readiness"). */
const showcase: [trip: string, edit: Edit][] = [
  [
    'Galician finale by bike · Byrne',
    { row: { section: 'accommodations', index: 1, values: { trip_service_status_id: S.declined } } },
  ],
  [
    'Sarria to Santiago · Larsen',
    {
      row: {
        section: 'accommodations',
        index: 2,
        values: { trip_service_status_id: S.modificationRequested },
      },
    },
  ],
  ['Rioja stages · Novak', { trip: { trip_price: 100 } }],
  ['Crossing the Pyrenees · Conti', { trip: { customer_email: '' } }],
  ['Meseta by bike · Hughes', { trip: { operations_owner_id: null } }],
  ['León and Astorga · Park', { row: { section: 'accommodations', index: 0, values: noRooms } }],
  [
    'Galician finale by bike · Weber',
    { row: { section: 'accommodations', index: 0, values: { provider_id: null } } },
  ],
];

/**
 * A change of a demo trip written as the automation writes one (`changeTrip`: figures, history, readiness),
 * not as an editor's save: a save would plan the customer's documents, leaving jobs due at every start.
 */
async function change(trx: Database, name: string, edit: Edit, now: Date) {
  const found = await trx.selectFrom('trips').select('id').where('trip_name', '=', name).executeTakeFirst();
  if (!found) return;
  // The sale's own fields are the trip's: the seed sets them as the demo trips were written.
  if (edit.trip) await trx.updateTable('trips').set(edit.trip).where('id', '=', found.id).execute();
  const rows = [];
  if (edit.row) {
    const raw = await rawOrThrow(trx, found.id);
    const target = raw[edit.row.section][edit.row.index];
    if (target) rows.push({ section: edit.row.section, id: Number(target.id), values: edit.row.values });
  }
  await changeTrip(trx, found.id, demo, { rows }, now);
}

/**
 * A trip starting in three days, Active, its night in Sarria asked but not confirmed: it shows what the week
 * brings (an unconfirmed service, the customer's documents not sent, the travellers' SES.Hospedajes data).
 */
async function thisWeek(trx: Database, now: Date) {
  const start = addDays(dayOf(now), 3);
  const location = await trx
    .selectFrom('locations')
    .select('id')
    .where('name', '=', 'Sarria')
    .executeTakeFirstOrThrow();
  const hotel = await trx
    .selectFrom('providers as p')
    .innerJoin('provider_locations as l', 'l.provider_id', 'p.id')
    .select('p.id')
    .where('l.location_id', '=', location.id)
    .where('p.category_id', '=', 1)
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
  const brand = await trx.selectFrom('brandings').select('id').orderBy('id').executeTakeFirst();
  const owner = await trx
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'olga@example.com')
    .executeTakeFirst();
  const created = await insertTrip(trx, null, now, {
    trip_name: 'Week ahead · Moreno',
    start_date: start,
    end_date: addDays(start, 1),
    general_status_id: generalStatuses.active,
    trip_type_id: 1,
    travellers: 2,
    trip_price: 420,
    branding_id: brand?.id ?? null,
    customer_first_name: 'Lucía',
    customer_last_name: 'Moreno',
    customer_email: 'lucia.moreno@example.com',
    start_location_id: location.id,
    end_location_id: location.id,
  });
  // Set as the demo trips were written: a new owner set on creation would be notified of it.
  await trx
    .updateTable('trips')
    .set({ operations_owner_id: owner?.id ?? null })
    .where('id', '=', created.trip.id)
    .execute();
  const night = {
    provider_id: hotel.id,
    location_id: location.id,
    checkin_date: start,
    checkout_date: addDays(start, 1),
    people: 2,
    double_rooms: 1,
    trip_service_status_id: S.requested,
  };
  const priced = await createRowPricer(trx)('accommodations', night);
  await trx
    .insertInto('trip_accommodations')
    .values({ ...night, ...priced, trip_id: created.trip.id, position: 0 } as never)
    .execute();
  await changeTrip(trx, created.trip.id, demo, {}, now);
}

/** Demo trips that show every readiness problem (issue 46). */
export async function seedReadinessShowcase(db: Database, now: Date) {
  await db.transaction().execute(async (trx) => {
    for (const [name, edit] of showcase) await change(trx, name, edit, now);
    await thisWeek(trx, now);
  });
}
