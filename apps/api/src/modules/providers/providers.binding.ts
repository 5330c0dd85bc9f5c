import { providerPickerCount, providersResource } from '@trips/shared/modules/providers/providers.resource';
import { providerRow } from '@trips/shared/modules/providers/providers.schema';
import { imageSlots } from '@trips/shared/modules/providers/vouchers.schema';
import { sql } from 'kysely';
import type { ListBinding } from '../../engine/list/binding.ts';
import { nameOf } from '../../engine/list/name-of.ts';
import { containsText } from '../../engine/list/where.ts';
import { pickerNarrowing } from './providers.picker.ts';

const p = (column: string) => sql.ref(`p.${column}`);

const assigned = (aggregate: string) =>
  sql`(select ${sql.raw(aggregate)} from provider_locations pl
    join locations_view al on al.id = pl.location_id where pl.provider_id = p.id)`;
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
/** The id of the coordinates choice a provider falls under (`coordinatesChoices`: 1 with, 2 without). */
const coordinatesChoice = sql<number>`(case when ${hasCoordinates} then 1 else 2 end)`;
/**
 * The search box: "contains" over the names, CIF, phone, booking email and contact as one text, the
 * expression of the trigram index providers_search_trgm (migration 0009); places have their own filters.
 */
const searchText = sql<string>`(p.commercial_name || ' ' || p.legal_name || ' ' || p.cif || ' ' || p.phone
  || ' ' || p.booking_email || ' ' || p.contact_name)`;
// Names by scalar subquery (engine/list/name-of.ts), for the page's rows only.
const names = {
  category: nameOf('provider_categories', p('category_id')),
  location: nameOf('locations', p('location_id')),
  accommodationType: nameOf('accommodation_types', p('accommodation_type_id')),
  accommodationLevel: nameOf('accommodation_levels', p('accommodation_level_id')),
  country: nameOf('countries', p('country_id')),
  state: nameOf('states', p('state_id')),
  paymentMethod: nameOf('payment_methods', p('payment_method_id')),
  bookingMethod: nameOf('booking_methods', p('booking_method_id')),
};
const createdAt = sql<string>`to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

export const providersBinding: ListBinding = {
  descriptor: providersResource,
  permission: 'providers',
  baseQuery: (db) => db.selectFrom('providers as p'),
  id: p('id'),
  fields: {
    commercial_name: p('commercial_name'),
    legal_name: p('legal_name'),
    phone: p('phone'),
    location_name: names.location,
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
    coordinates: coordinatesChoice,
    images_status: hasImages,
    is_manually_managed_transfer: p('is_manually_managed_transfer'),
    category_name: names.category,
    booking_email: p('booking_email'),
    address: p('address'),
    postal_code: p('postal_code'),
    check_in_from: p('check_in_from'),
    check_out_until: p('check_out_until'),
    contact_name: p('contact_name'),
    cif: p('cif'),
    status: p('status'),
    accommodation_type_name: names.accommodationType,
    accommodation_level_name: names.accommodationLevel,
    country_name: names.country,
    state_name: names.state,
    payment_method_name: names.paymentMethod,
    booking_method_name: names.bookingMethod,
    emergency: p('emergency'),
    luggage: p('luggage'),
    people: p('people'),
    created_at: p('created_at'),
  },
  search: (term) => containsText(searchText, term),
  tags: { tags: { linkTable: 'provider_tags', ownerColumn: 'provider_id', tagColumn: 'tag_id' } },
  select: (query) =>
    query.select([
      'p.id',
      'p.commercial_name',
      'p.legal_name',
      'p.category_id',
      names.category.as('category_name'),
      names.location.as('location_name'),
      assignedList.as('assigned_locations'),
      'p.phone',
      'p.address',
      'p.postal_code',
      'p.check_in_from',
      'p.check_out_until',
      'p.booking_email',
      'p.contact_name',
      'p.cif',
      'p.status',
      'p.rooms',
      names.accommodationType.as('accommodation_type_name'),
      names.accommodationLevel.as('accommodation_level_name'),
      names.country.as('country_name'),
      names.state.as('state_name'),
      names.paymentMethod.as('payment_method_name'),
      names.bookingMethod.as('booking_method_name'),
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
