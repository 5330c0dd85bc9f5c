import {
  cancelledServiceStatusIds,
  prepaymentMethodId,
  tripPickerCount,
} from '@trips/shared/modules/trips/trips.constants';
import { tripsResource } from '@trips/shared/modules/trips/trips.resource';
import { tripRow } from '@trips/shared/modules/trips/trips.schema';
import { sql } from 'kysely';
import type { ListBinding } from '../../engine/list/binding.ts';
import { nameOf } from '../../engine/list/name-of.ts';
import { containsText } from '../../engine/list/where.ts';

const t = (column: string) => sql.ref(`t.${column}`);

/** The status lists a trip carries: list field / column stem → (statuses kind, trips column). */
const statusColumns = {
  general: ['general', 'general_status_id'],
  accommodation: ['accommodation', 'accommodation_status_id'],
  luggage: ['luggage', 'luggage_status_id'],
  normal: ['people', 'people_status_id'],
  other: ['other', 'other_status_id'],
  voucher: ['voucher', 'voucher_status_id'],
  insurance: ['insurance', 'insurance_status_id'],
} as const;
type Stem = keyof typeof statusColumns;
const stems = Object.keys(statusColumns) as Stem[];

// Names by scalar subquery (engine/list/name-of.ts), for the page's rows only.
const statusName = (stem: Stem) =>
  nameOf(
    'statuses',
    t(statusColumns[stem][1]),
    undefined,
    sql`and x.kind = ${sql.lit(statusColumns[stem][0])}`,
  );
const staffName = (column: string) => nameOf('users', t(column), sql`x.first_name || ' ' || x.last_name`);
const startLocation = nameOf('locations', t('start_location_id'));
const endLocation = nameOf('locations', t('end_location_id'));
const tripType = nameOf('trip_types', t('trip_type_id'));
const branding = nameOf('brandings', t('branding_id'));

const customerName = sql<string>`(t.customer_first_name || ' ' || t.customer_last_name)`;

/** Running today or later: the later of its start and today, while it has not ended (see the descriptor). */
const activeFrom = sql<string | null>`case when t.end_date >= current_date
  then greatest(t.start_date, current_date) end`;

const cancelled = sql.join(cancelledServiceStatusIds.map((id) => sql`${id}::int`));
/** A row of the trip, not cancelled and unpaid, at a provider paid by prepayment. */
const pendingIn = (table: string) => sql`exists (select 1 from ${sql.table(table)} r
  join providers_view rp on rp.id = r.provider_id
  where r.trip_id = t.id and rp.payment_method_id = ${prepaymentMethodId}
    and r.payment_date is null and r.trip_service_status_id not in (${cancelled}))`;
const pendingPrepayments = sql<boolean>`(${pendingIn('trip_accommodations')}
  or ${pendingIn('trip_transfers')} or ${pendingIn('trip_other_services')})`;

const tagNames = sql<string[]>`coalesce((select array_agg(tg.name order by tg.name) from trip_tags tt
  join tags tg on tg.id = tt.tag_id where tt.trip_id = t.id), '{}')`;
/** A calendar day as 'YYYY-MM-DD' (the drivers would give a Date at midnight). */
const day = (column: string) => sql<string>`to_char(${t(column)}, 'YYYY-MM-DD')`;
const createdAt = sql<string>`to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * The search box: "contains" over the trip's name, the customer's name, email and phone, the invoice
 * number and the booking reference as one text, the expression of the trigram index trips_search_trgm (migration 0043: one index
 * probe, one ILIKE a row).
 */
const searchText = sql<string>`(t.trip_name || ' ' || t.customer_first_name || ' ' || t.customer_last_name
  || ' ' || t.invoice_number || ' ' || t.customer_email || ' ' || t.customer_phone || ' ' || t.booking_reference)`;

/**
 * The trips list (spec part 1 §3, part 2 §3) for the engine. Every filter reads a column of the trip or a
 * name joined to it; the money figures (total_cost, gross_margin_per) are kept by the trip's save.
 */
export const tripsBinding: ListBinding = {
  descriptor: tripsResource,
  permission: 'trips',
  baseQuery: (db) => db.selectFrom('trips as t'),
  id: t('id'),
  fields: {
    trip_name: t('trip_name'),
    invoice_number: t('invoice_number'),
    booking_reference: t('booking_reference'),
    customer_name: customerName,
    holiday_id: t('holiday_id'),
    holiday_name: t('holiday_name'),
    phone: t('customer_phone'),
    start_location: startLocation,
    end_location: endLocation,
    invoice_date: t('invoice_date'),
    created_date: t('created_at'),
    start_date: t('start_date'),
    end_date: t('end_date'),
    active_trips: activeFrom,
    cost: t('total_cost'),
    insurance_cost: t('insurance_cost'),
    business_trip_price: t('trip_price'),
    travellers: t('travellers'),
    business_cost_margin_per: t('gross_margin_per'),
    language_id: t('language_id'),
    operations_owner_id: t('operations_owner_id'),
    accounting_user_id: t('accounting_user_id'),
    created_user_id: t('created_user_id'),
    trip_type_id: t('trip_type_id'),
    general_status_id: t('general_status_id'),
    accommodation_status_id: t('accommodation_status_id'),
    luggage_status_id: t('luggage_status_id'),
    normal_status_id: t('people_status_id'),
    other_status_id: t('other_status_id'),
    voucher_status_id: t('voucher_status_id'),
    insurance_status_id: t('insurance_status_id'),
    is_pending_prepayments: pendingPrepayments,
    problem_level: t('problem_level'),
    problems: t('problem_count'),
    // Sortable columns that are not filters.
    operations_owner: staffName('operations_owner_id'),
    accounting_user: staffName('accounting_user_id'),
    sales_owner: t('sales_owner'),
    trip_type: tripType,
    branding,
    quotation_version: t('quotation_version'),
    ...Object.fromEntries(stems.map((stem) => [`${stem}_status`, statusName(stem)])),
  },
  tags: { tags: { linkTable: 'trip_tags', ownerColumn: 'trip_id', tagColumn: 'tag_id' } },
  search: (term) => containsText(searchText, term),
  select: (query) =>
    query.select([
      't.id',
      't.trip_name',
      't.booking_reference',
      customerName.as('customer_name'),
      't.customer_email',
      't.customer_phone as phone',
      't.operations_owner_id',
      staffName('operations_owner_id').as('operations_owner'),
      't.accounting_user_id',
      staffName('accounting_user_id').as('accounting_user'),
      't.sales_owner',
      createdAt.as('created_date'),
      't.trip_type_id',
      tripType.as('trip_type'),
      't.branding_id',
      branding.as('branding'),
      day('start_date').as('start_date'),
      day('end_date').as('end_date'),
      't.start_location_id',
      startLocation.as('start_location'),
      't.end_location_id',
      endLocation.as('end_location'),
      't.travellers',
      ...stems.flatMap((stem) => {
        const column = statusColumns[stem][1];
        return [sql<number>`${t(column)}`.as(`${stem}_status_id`), statusName(stem).as(`${stem}_status`)];
      }),
      't.trip_price as business_trip_price',
      't.total_cost as cost',
      't.insurance_cost',
      't.gross_margin_per as business_cost_margin_per',
      't.quotation_version',
      't.invoice_number',
      day('invoice_date').as('invoice_date'),
      tagNames.as('tags'),
      't.problem_count as problems',
      't.problem_level',
    ]),
  row: tripRow,
  options: { name: t('trip_name'), count: tripPickerCount },
};
