import type { LookupName } from '@trips/shared/modules/lookups/lookups.schema';

export interface LookupSpec {
  table: string;
  /** Rows of one kind when several lists share a table (statuses, tags). */
  where?: [column: string, value: string];
  /** The column shown as name, when it is not `name`. */
  name?: string;
  extra?: readonly string[];
  /** `sort`: the order staff set on the list's settings screen (task statuses). */
  orderBy: 'id' | 'name' | 'sort';
}

const status = (kind: string, orderBy: 'id' | 'name' = 'id'): LookupSpec => ({
  table: 'statuses',
  where: ['kind', kind],
  orderBy,
});
const simple = (table: string, orderBy: 'id' | 'name' = 'id'): LookupSpec => ({ table, orderBy });
const tags = (type: string): LookupSpec => ({ table: 'tags', where: ['type', type], orderBy: 'name' });

/** Where each lookup list lives. By id unless the spec sorts it by name (part 2 §3); tag pickers by name. */
export const lookups: Record<LookupName, LookupSpec> = {
  countries: { table: 'countries', extra: ['iso2', 'is_visible', 'vat'], orderBy: 'id' },
  states: { table: 'states', extra: ['country_id'], orderBy: 'id' },
  currencies: {
    table: 'currencies',
    name: 'currency_name',
    extra: ['country_name', 'currency_name', 'symbol', 'rate', 'is_active'],
    orderBy: 'id',
  },
  languages: simple('languages'),
  trip_types: simple('trip_types'),
  teams: simple('teams'),
  general_statuses: status('general'),
  accommodation_statuses: status('accommodation'),
  luggage_statuses: status('luggage'),
  people_statuses: status('people'),
  transfer_statuses: status('transfer'),
  other_statuses: status('other'),
  voucher_statuses: status('voucher'),
  insurance_statuses: status('insurance'),
  trip_record_statuses: status('trip_record', 'name'),
  trip_service_statuses: status('trip_service', 'name'),
  meals: simple('meals'),
  booking_methods: simple('booking_methods'),
  payment_methods: simple('payment_methods'),
  provider_categories: simple('provider_categories', 'name'),
  accommodation_types: simple('accommodation_types'),
  accommodation_levels: simple('accommodation_levels'),
  accommodation_details: simple('accommodation_details'),
  hotel_types: simple('hotel_types'),
  transfer_types: simple('transfer_types'),
  other_service_types: simple('other_service_types'),
  rate_item_types: simple('rate_item_types'),
  week_days: simple('week_days'),
  provider_tags: tags('provider'),
  trip_tags: tags('trip'),
  invoice_tags: tags('invoice'),
  invoice_internal_statuses: status('invoice_internal'),
  invoice_payment_statuses: status('invoice_payment'),
  task_statuses: { table: 'task_statuses', extra: ['is_closed'], orderBy: 'sort' },
  task_object_types: simple('task_object_types'),
  // Staff names for owner and creator pickers (a view over users); a picker offers the active ones only.
  staff: { ...simple('staff_names', 'name'), extra: ['is_active'] },
  brandings: { table: 'brandings', extra: ['is_active'], orderBy: 'name' },
  zoho_accounts: { table: 'zoho_accounts', extra: ['is_active'], orderBy: 'name' },
  ota_accounts: { table: 'ota_accounts', extra: ['is_active'], orderBy: 'name' },
  problem_levels: simple('problem_levels'),
};
