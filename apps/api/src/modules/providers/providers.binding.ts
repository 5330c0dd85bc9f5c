import { providerPickerCount, providersResource } from '@trips/shared/modules/providers/providers.resource';
import { providerRow } from '@trips/shared/modules/providers/providers.schema';
import { imageSlots } from '@trips/shared/modules/providers/vouchers.schema';
import { sql } from 'kysely';
import type { ListBinding } from '../../engine/list/binding.ts';
import { pickerNarrowing } from './providers.picker.ts';

const p = (column: string) => sql.ref(`p.${column}`);

const assigned = (aggregate: string) =>
  sql`(select ${sql.raw(aggregate)} from provider_locations pl
    join locations al on al.id = pl.location_id where pl.provider_id = p.id)`;
const assignedText = sql<string>`${assigned("string_agg(al.name, ', ' order by al.name)")}`;
const assignedList = sql<string[]>`coalesce(${assigned('array_agg(al.name order by al.name)')}, '{}')`;
const tagNames = sql<string[]>`coalesce((select array_agg(t.name order by t.name) from provider_tags pt
  join tags t on t.id = pt.tag_id where pt.provider_id = p.id), '{}')`;
const anyImage = sql.join(
  imageSlots.map((slot) => sql`v.${sql.ref(slot)} is not null`),
  sql` or `,
);
const hasImages = sql<boolean>`exists (select 1 from provider_vouchers v where v.provider_id = p.id and (${anyImage}))`;
const hasCoordinates = sql<boolean>`(p.latitude is not null and p.longitude is not null)`;
const createdAt = sql<string>`to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

export const providersBinding: ListBinding = {
  descriptor: providersResource,
  permission: 'providers',
  baseQuery: (db) =>
    db
      .selectFrom('providers as p')
      .innerJoin('provider_categories as c', 'c.id', 'p.category_id')
      .leftJoin('locations as ol', 'ol.id', 'p.location_id')
      .leftJoin('accommodation_types as at', 'at.id', 'p.accommodation_type_id')
      .leftJoin('accommodation_levels as lv', 'lv.id', 'p.accommodation_level_id')
      .leftJoin('countries as co', 'co.id', 'p.country_id')
      .leftJoin('states as st', 'st.id', 'p.state_id')
      .leftJoin('payment_methods as pm', 'pm.id', 'p.payment_method_id')
      .leftJoin('booking_methods as bm', 'bm.id', 'p.booking_method_id'),
  id: p('id'),
  fields: {
    commercial_name: p('commercial_name'),
    legal_name: p('legal_name'),
    phone: p('phone'),
    location_name: sql.ref('ol.name'),
    assigned_location_name: assignedText,
    rooms: p('rooms'),
    accommodation_level_type: p('accommodation_level_id'),
    accommodation_type: p('accommodation_type_id'),
    accommodation_details: p('accommodation_detail_id'),
    transfer_types: p('transfer_type_id'),
    country_id: p('country_id'),
    state_id: p('state_id'),
    payment_method_id: p('payment_method_id'),
    booking_method_id: p('booking_method_id'),
    category_id: p('category_id'),
    holiday_type_id: p('holiday_type_id'),
    coordinates: hasCoordinates,
    images_status: hasImages,
    is_manually_managed_transfer: p('is_manually_managed_transfer'),
    category_name: sql.ref('c.name'),
    booking_email: p('booking_email'),
    contact_name: p('contact_name'),
    cif: p('cif'),
    status: p('status'),
    accommodation_type_name: sql.ref('at.name'),
    accommodation_level_name: sql.ref('lv.name'),
    country_name: sql.ref('co.name'),
    state_name: sql.ref('st.name'),
    payment_method_name: sql.ref('pm.name'),
    booking_method_name: sql.ref('bm.name'),
    emergency: p('emergency'),
    luggage: p('luggage'),
    people: p('people'),
    created_at: p('created_at'),
  },
  tags: { tags: { linkTable: 'provider_tags', ownerColumn: 'provider_id', tagColumn: 'tag_id' } },
  select: (query) =>
    query.select([
      'p.id',
      'p.commercial_name',
      'p.legal_name',
      'p.category_id',
      'c.name as category_name',
      'ol.name as location_name',
      assignedList.as('assigned_locations'),
      'p.phone',
      'p.booking_email',
      'p.contact_name',
      'p.cif',
      'p.status',
      'p.rooms',
      'at.name as accommodation_type_name',
      'lv.name as accommodation_level_name',
      'co.name as country_name',
      'st.name as state_name',
      'pm.name as payment_method_name',
      'bm.name as booking_method_name',
      'p.emergency',
      'p.luggage',
      'p.people',
      'p.is_manually_managed_transfer',
      tagNames.as('tags'),
      createdAt.as('created_at'),
    ]),
  row: providerRow,
  options: { name: p('commercial_name'), count: providerPickerCount, narrow: pickerNarrowing },
};
