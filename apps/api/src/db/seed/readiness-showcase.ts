import { serviceStatus as S } from '@trips/shared/modules/bookings/bookings.constants';
import { generalStatuses } from '@trips/shared/modules/trips/trips.constants';
import { accommodationRowInput, type SaveTripInput } from '@trips/shared/modules/trips/trips.schema';
import { addDays, dayOf } from '../../modules/trips/readiness/readiness.days.ts';
import { bodyOf } from '../../modules/trips/trips.body.ts';
import { rawOrThrow } from '../../modules/trips/trips.load.ts';
import { saveTrip } from '../../modules/trips/trips.save.ts';
import { insertTrip } from '../../modules/trips/trips.service.ts';
import type { Database } from '../database.ts';

type Edit = (body: SaveTripInput) => void;

/** Each upcoming demo trip and the problem a change of the demo gives it (README, "Demo readiness"). */
const showcase: [trip: string, edit: Edit][] = [
  [
    'Galician finale by bike · Byrne',
    (b) => {
      b.accommodations[1]!.trip_service_status_id = S.declined;
    },
  ],
  [
    'Sarria to Santiago · Larsen',
    (b) => {
      b.accommodations[2]!.trip_service_status_id = S.modificationRequested;
    },
  ],
  [
    'Rioja stages · Novak',
    (b) => {
      b.trip.trip_price = 100;
    },
  ],
  [
    'Crossing the Pyrenees · Conti',
    (b) => {
      b.trip.customer_email = '';
    },
  ],
  [
    'Meseta by bike · Hughes',
    (b) => {
      b.trip.operations_owner_id = null;
    },
  ],
  [
    'León and Astorga · Park',
    (b) => {
      Object.assign(b.accommodations[0]!, {
        individual_rooms: 0,
        double_rooms: 0,
        twin_rooms: 0,
        triple_rooms: 0,
      });
    },
  ],
  [
    'Galician finale by bike · Weber',
    (b) => {
      b.accommodations[0]!.provider_id = null;
    },
  ],
];

/** A save of a demo trip through the trips module, as staff would make it. */
async function change(trx: Database, name: string, edit: Edit, now: Date) {
  const found = await trx.selectFrom('trips').select('id').where('trip_name', '=', name).executeTakeFirst();
  if (!found) return;
  const body = bodyOf(await rawOrThrow(trx, found.id));
  edit(body);
  await saveTrip(trx, null, found.id, body, now);
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
    trip_name: 'Sarria this week · Moreno',
    start_date: start,
    end_date: addDays(start, 1),
    general_status_id: generalStatuses.active,
    trip_type_id: 1,
    travellers: 2,
    trip_price: 420,
    branding_id: brand?.id ?? null,
    operations_owner_id: owner?.id ?? null,
    customer_first_name: 'Lucía',
    customer_last_name: 'Moreno',
    customer_email: 'lucia.moreno@example.com',
    start_location_id: location.id,
    end_location_id: location.id,
  });
  const body = bodyOf(created);
  body.accommodations = [
    accommodationRowInput.parse({
      provider_id: hotel.id,
      location_id: location.id,
      checkin_date: start,
      checkout_date: addDays(start, 1),
      people: 2,
      double_rooms: 1,
      trip_service_status_id: S.requested,
    }),
  ];
  await saveTrip(trx, null, created.trip.id, body, now);
}

/** Demo trips that show every readiness problem (issue 46): each made by a save, as staff would. */
export async function seedReadinessShowcase(db: Database, now: Date) {
  await db.transaction().execute(async (trx) => {
    for (const [name, edit] of showcase) await change(trx, name, edit, now);
    await thisWeek(trx, now);
  });
}
