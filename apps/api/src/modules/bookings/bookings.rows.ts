import { type TripSection, transferTypeIds } from '@trips/shared/modules/trips/trips.constants';
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { readerLanguages } from '../../db/reader-language.ts';
import { nameIn } from '../../engine/i18n/local-name.ts';
import { sections } from '../trips/index.ts';
import { serviceItemNames } from './bookings.service-item.ts';

type Json = Record<string, unknown>;

/** One trip service row with everything a booking step reads: its trip, provider, names and staff. */
export interface BookingRow {
  section: TripSection;
  row: Json;
  trip: Json;
  provider: Json | null;
  /** Names of the row's ids; meeting points and reference rows in each language (`meals_es`). */
  names: Record<string, string | null>;
  owner: Json | null;
}

const name = (table: string, column: string, id: string, as: string) =>
  sql`(select ${sql.ref(column)} from ${sql.table(table)} where id = ${sql.ref(id)}) as ${sql.id(as)}`;

/** A reference row's name in each language the emails speak: `${as}_en`, `${as}_es`, `${as}_de`. */
const localNames = (table: string, id: string, as: string) =>
  readerLanguages.map(
    (lang) =>
      sql`(select ${nameIn('x', lang)} from ${sql.table(table)} x where x.id = ${sql.ref(id)}) as ${sql.id(`${as}_${lang}`)}`,
  );

const point = (id: string, as: string) => [
  name('meeting_points', 'name_eng', id, `${as}_en`),
  name('meeting_points', 'name_spn', id, `${as}_es`),
  name('meeting_points', 'name_grm', id, `${as}_de`),
];

/** The trip's brand, else the first active one: the brand its booking emails go out from. */
const brandName = sql`(select name from brandings_view where id = coalesce(t.branding_id,
  (select min(id) from brandings_view where is_active))) as brand`;

/** The names each section's templates and provider page use. */
const sectionNames: Record<TripSection, RawBuilder<unknown>[]> = {
  accommodations: [
    name('locations', 'name', 'r.location_id', 'location'),
    ...localNames('meals', 'r.meals_id', 'meals'),
  ],
  luggage_transfers: transferNames(),
  normal_transfers: transferNames(),
  other_services: [
    name('locations', 'name', 'r.location_id', 'location'),
    ...localNames('provider_services', 'r.service_id', 'service'),
    ...localNames('other_service_types', 'r.service_type_id', 'service_type'),
    ...point('r.meeting_point_id', 'meeting_point'),
    ...serviceItemNames,
  ],
};

function transferNames() {
  return [
    name('locations', 'name', 'r.from_location_id', 'from_location'),
    name('locations', 'name', 'r.to_location_id', 'to_location'),
    name('providers', 'commercial_name', 'r.from_provider_id', 'from_provider'),
    name('providers', 'commercial_name', 'r.to_provider_id', 'to_provider'),
    ...point('r.from_meeting_point_id', 'from_point'),
    ...point('r.to_meeting_point_id', 'to_point'),
  ];
}

/** The row, or undefined when it is gone; `lock` takes the trip's lock first, as a save does. */
export async function loadBookingRow(
  db: Database,
  section: TripSection,
  rowId: number,
  options: { lock?: boolean } = {},
): Promise<BookingRow | undefined> {
  const spec = sections[section];
  const transferType = spec.transferTypeId;
  const base = await db
    .selectFrom(`${spec.table} as r` as 'trip_accommodations as r')
    .select('r.trip_id')
    .where('r.id', '=', rowId)
    .$if(transferType !== null, (q) =>
      q.where(sql.ref('r.transfer_type_id'), '=', transferType ?? transferTypeIds.normal),
    )
    .executeTakeFirst();
  if (!base) return undefined;
  if (options.lock)
    await db.selectFrom('trips_view').select('id').where('id', '=', base.trip_id).forUpdate().execute();
  const found = await sql<{ row: Json; trip: Json; provider: Json | null; owner: Json | null; names: Json }>`
    select to_jsonb(r) as row, to_jsonb(t) as trip, to_jsonb(p) as provider, case when o.id is null then null else jsonb_build_object('id', o.id, 'first_name', o.first_name,
        'last_name', o.last_name, 'email', o.email, 'phone', o.phone) end as owner,
      (select to_jsonb(n) from (select ${sql.join([...sectionNames[section], brandName])}) n) as names
    from ${sql.table(spec.table)} r
    join trips_view t on t.id = r.trip_id
    left join providers_view p on p.id = r.provider_id
    left join users_view o on o.id = coalesce(t.operations_owner_id, t.created_user_id)
    where r.id = ${rowId}`.execute(db);
  const hit = found.rows[0];
  if (!hit) return undefined;
  return { section, ...hit, names: hit.names as Record<string, string | null> };
}
