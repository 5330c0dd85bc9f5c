import { defineFields } from '../../fields/define.ts';
import { maxTravellers } from './trips.constants.ts';

const text = { kind: 'text', max: 100 } as const;
const longText = { kind: 'longText', max: 4000 } as const;
const link = { kind: 'url', max: 500 } as const;
const day = { kind: 'date' } as const;
/** A date filter of the trips list: sortable, "in the last" first. */
const dayFilter = { sortable: true, defaultOperator: 'in_the_last' } as const;
const flag = { kind: 'boolean' } as const;
/** A status of the trip: always set (the server keeps the default), picked from its list. */
const status = (lookup: string, value?: number) =>
  value === undefined
    ? ({ kind: 'lookup', lookup, nullable: false } as const)
    : ({ kind: 'lookup', lookup, default: value } as const);
const listed = { input: false } as const;

/**
 * Every field of a trip (spec part 2 §3 "Trip information" … "Other trip data", part 1 §3 "Trip filters",
 * part 2 §3 the 30 trip columns), once: the save contract (`trips.schema.ts`), the trips list
 * (`trips.resource.ts`) and the trip screen's controls (the web's `tripFields.ts`) are derived from it. The
 * list's filters come in this order; fields marked `input: false` are the list's own (figures the server
 * keeps, names shown for ids). The filter and column labels are the field's unless they say otherwise.
 *
 * The list: active_trips asks "running today or starting within N days" (due_in): a trip that has not ended
 * counts from the later of its start and today. cost is the trip's total service cost and
 * business_cost_margin_per its gross margin in percent of the price, both kept by the trip's save.
 * is_pending_prepayments: a row not cancelled, unpaid, at a provider paid by prepayment. problem_level is the
 * worst of what the trip still lacks (readiness, kept on the trip), problems how many.
 */
export const tripFields = defineFields({
  trip_name: {
    ...text,
    label: 'Trip name',
    required: true,
    filter: { sortable: true },
    column: { default: true },
  },
  invoice_number: {
    ...text,
    label: 'Invoice number',
    filter: { sortable: true },
    column: { label: 'Invoice', default: false },
  },
  // The reference providers and customers quote ('CW-2043', issue 47), set by the database.
  booking_reference: {
    ...text,
    ...listed,
    label: 'Booking reference',
    filter: { sortable: true },
    column: { label: 'Reference', default: false, sortable: true },
  },
  customer_name: {
    ...text,
    ...listed,
    label: 'Customer',
    filter: { sortable: true },
    column: { default: true },
  },
  holiday_id: { ...text, label: 'Holiday id', filter: {} },
  holiday_name: { ...text, label: 'Holiday name', filter: { label: 'Holiday' } },
  phone: { ...text, ...listed, label: 'Phone', filter: {}, column: { default: false } },
  start_location: {
    ...text,
    ...listed,
    label: 'Start location',
    filter: { sortable: true },
    column: { default: true },
  },
  end_location: {
    ...text,
    ...listed,
    label: 'End location',
    filter: { sortable: true },
    column: { default: false },
  },
  invoice_date: { ...day, label: 'Invoice date', filter: dayFilter, column: { default: false } },
  created_date: { ...day, ...listed, label: 'Created', filter: dayFilter, column: { default: false } },
  start_date: {
    ...day,
    label: 'Start date',
    required: true,
    filter: dayFilter,
    column: { label: 'Start', default: true },
  },
  end_date: {
    ...day,
    label: 'End date',
    required: true,
    filter: dayFilter,
    column: { label: 'End', default: true },
  },
  active_trips: { ...day, ...listed, label: 'Active trips', filter: { operators: ['due_in'] } },
  cost: { kind: 'money', ...listed, label: 'Cost', filter: { sortable: true }, column: { default: true } },
  insurance_cost: {
    kind: 'money',
    default: 0,
    label: 'Insurance cost',
    filter: { sortable: true },
    column: { default: false },
  },
  business_trip_price: {
    kind: 'money',
    ...listed,
    label: 'Trip price',
    filter: { sortable: true },
    column: { label: 'Price', default: true },
  },
  travellers: {
    kind: 'number',
    min: 0,
    max: maxTravellers,
    decimals: 0,
    default: 1,
    label: 'Travellers',
    filter: { sortable: true },
    column: { default: true },
  },
  business_cost_margin_per: {
    kind: 'percentage',
    max: 100,
    ...listed,
    label: 'Gross margin %',
    filter: { sortable: true },
    column: { label: 'Margin %', default: true },
  },
  language_id: { kind: 'lookup', lookup: 'languages', label: 'Language', filter: {} },
  operations_owner_id: {
    kind: 'lookup',
    lookup: 'staff',
    label: 'Operations owner',
    filter: {},
    column: { slug: 'operations_owner', default: true, sortable: true },
  },
  accounting_user_id: {
    kind: 'lookup',
    lookup: 'staff',
    label: 'Accounting user',
    filter: {},
    column: { slug: 'accounting_user', default: false, sortable: true },
  },
  created_user_id: { kind: 'lookup', lookup: 'staff', ...listed, label: 'Created by', filter: {} },
  trip_type_id: {
    kind: 'lookup',
    lookup: 'trip_types',
    label: 'Trip type',
    filter: {},
    column: { slug: 'trip_type', default: true, sortable: true },
  },
  // Autocomplete 'is' as the spec has it: several tags are alternatives, a trip with any of them matches.
  tags: {
    kind: 'lookup',
    lookup: 'trip_tags',
    ...listed,
    label: 'Tags',
    filter: {},
    column: { default: true },
  },
  general_status_id: {
    ...status('general_statuses'),
    label: 'General status',
    filter: {},
    column: { slug: 'general_status', default: true, sortable: true },
  },
  accommodation_status_id: {
    ...status('accommodation_statuses', 1),
    label: 'Accommodation status',
    filter: {},
    column: { slug: 'accommodation_status', label: 'Accommodation', default: true, sortable: true },
  },
  luggage_status_id: {
    ...status('luggage_statuses', 1),
    label: 'Luggage status',
    filter: {},
    column: { slug: 'luggage_status', label: 'Luggage', default: false, sortable: true },
  },
  // The list names the trip's people_status_id so (spec part 1 §3).
  normal_status_id: {
    ...status('people_statuses'),
    ...listed,
    label: 'Normal transfer status',
    filter: {},
    column: { slug: 'normal_status', label: 'Normal transfers', default: false, sortable: true },
  },
  other_status_id: {
    ...status('other_statuses', 1),
    label: 'Other services status',
    filter: {},
    column: { slug: 'other_status', label: 'Other services', default: false, sortable: true },
  },
  voucher_status_id: {
    ...status('voucher_statuses', 1),
    label: 'Voucher status',
    filter: {},
    column: { slug: 'voucher_status', label: 'Vouchers', default: false, sortable: true },
  },
  insurance_status_id: {
    ...status('insurance_statuses', 1),
    label: 'Insurance status',
    filter: {},
    column: { slug: 'insurance_status', label: 'Insurance', default: false, sortable: true },
  },
  is_pending_tasks: { ...flag, ...listed, label: 'Has pending tasks', filter: {} },
  is_overdue_tasks: { ...flag, ...listed, label: 'Has overdue tasks', filter: {} },
  is_pending_prepayments: { ...flag, ...listed, label: 'Has pending prepayments', filter: {} },
  problem_level: { kind: 'lookup', lookup: 'problem_levels', ...listed, label: 'Problems', filter: {} },
  // Not one of the spec's 30 columns: what the trip still lacks (issue 31), beside its name where it is seen.
  problems: {
    kind: 'number',
    min: 0,
    max: 1000,
    decimals: 0,
    ...listed,
    label: 'Number of problems',
    filter: { sortable: true },
    column: { label: 'Problems', default: true, sortable: true },
  },

  // Edited on the trip screen, not filtered.
  branding_id: {
    kind: 'lookup',
    lookup: 'brandings',
    label: 'Brand',
    column: { slug: 'branding', default: false, sortable: true },
  },
  zoho_account_id: { kind: 'lookup', lookup: 'zoho_accounts', label: 'Zoho account' },
  section: { ...text, label: 'Section' },
  quotation_version: {
    kind: 'number',
    min: 1,
    max: 10_000,
    decimals: 0,
    default: 1,
    label: 'Quotation version',
    column: { label: 'Quotation', default: false, sortable: true },
  },
  start_location_id: { kind: 'lookup', lookup: 'locations', searched: true, label: 'Start location' },
  end_location_id: { kind: 'lookup', lookup: 'locations', searched: true, label: 'End location' },
  accommodation_level_id: { kind: 'lookup', lookup: 'accommodation_levels', label: 'Accommodation level' },
  trip_price: { kind: 'money', default: 0, label: 'Trip price' },
  people_status_id: { ...status('people_statuses', 1), label: 'Normal transfers status' },
  accommodation_global_status_id: {
    ...status('general_statuses', 2),
    label: 'Accommodation section status',
  },
  luggage_global_status_id: { ...status('general_statuses', 2), label: 'Luggage section status' },
  normal_global_status_id: { ...status('general_statuses', 2), label: 'Normal transfers section status' },
  other_global_status_id: { ...status('general_statuses', 2), label: 'Other services section status' },
  trip_comments: { ...longText, label: 'Trip comments' },
  accommodation_comments: { ...longText, label: 'Accommodation comments' },
  /** What the customer's documents call the trip when it has no holiday name. */
  customer_title: { ...text, label: 'Title for the customer' },
  is_active: { ...flag, default: true, label: 'Active' },
  /** The trip has luggage transfers: the system creates them from the hotel chain (issue 17). */
  luggage_transfers: { ...flag, label: 'Luggage transfers from the hotel chain' },
  customer_first_name: { ...text, label: 'First name' },
  customer_last_name: { ...text, label: 'Last name' },
  // Shown with an email input; the server keeps what Zoho and people wrote without checking it.
  customer_email: {
    ...text,
    label: 'Email',
    form: { control: 'email' },
    column: { label: 'Customer email', default: false },
  },
  customer_phone: { ...text, label: 'Phone' },
  regular_customer: { ...flag, label: 'Regular customer' },
  sales_owner: { ...text, label: 'Sales owner', column: { default: false, sortable: true } },
  trip_url: { ...link, label: 'Trip link' },
  dossier_url: { ...link, label: 'Dossier link' },
  dossier_url_2: { ...link, label: 'Second dossier link' },
  voucher_url: { ...link, label: 'Voucher link' },
  insurance_url: { ...link, label: 'Insurance link' },
  is_update_on_trip_changes: { ...flag, default: true, label: 'Update on trip changes' },
  is_no_dossier: { ...flag, label: 'No dossier' },
  travel_insurance: { ...flag, label: 'Travel insurance' },
  cancellation_insurance: { ...flag, label: 'Cancellation insurance' },
  tag_ids: { kind: 'lookups', lookup: 'trip_tags', max: 100, label: 'Tags' },
});

/** The trips list's columns, in the table's order. */
export const tripColumnOrder = [
  'trip_name',
  'problems',
  'booking_reference',
  'customer_name',
  'customer_email',
  'phone',
  'operations_owner',
  'accounting_user',
  'sales_owner',
  'created_date',
  'trip_type',
  'branding',
  'start_date',
  'end_date',
  'start_location',
  'end_location',
  'travellers',
  'general_status',
  'accommodation_status',
  'luggage_status',
  'normal_status',
  'other_status',
  'voucher_status',
  'insurance_status',
  'business_trip_price',
  'cost',
  'insurance_cost',
  'business_cost_margin_per',
  'quotation_version',
  'invoice_number',
  'invoice_date',
  'tags',
] as const;
