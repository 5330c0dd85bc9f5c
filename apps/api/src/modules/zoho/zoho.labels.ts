import type { ZohoField } from './zoho.mapping.ts';

/** How a revision line names each field Zoho writes (lines are stored text, in English like the history). */
const labels: Record<ZohoField, string> = {
  trip_name: 'Trip name',
  branding_id: 'Brand',
  trip_type_id: 'Trip type',
  start_date: 'Start date',
  end_date: 'End date',
  start_location_id: 'Start location',
  end_location_id: 'End location',
  travellers: 'Travellers',
  trip_price: 'Trip price',
  holiday_id: 'Holiday id',
  holiday_name: 'Holiday',
  customer_first_name: 'Customer first name',
  customer_last_name: 'Customer last name',
  customer_email: 'Customer email',
  customer_phone: 'Customer phone',
  operations_owner_id: 'Operations owner',
  sales_owner: 'Sales owner',
  trip_comments: 'Comments',
};

/** An id field is shown by the name beside it in the trip (`start_location_id` → `start_location_name`). */
const shown = (trip: Record<string, unknown>, field: ZohoField) => {
  const value =
    field.endsWith('_id') && field !== 'holiday_id' ? trip[field.replace(/_id$/, '_name')] : trip[field];
  return value === null || value === undefined || value === '' ? '—' : String(value);
};

/** "Start location: Sarria → León" */
export const revisionLine = (
  field: ZohoField,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) => `${labels[field]}: ${shown(before, field)} → ${shown(after, field)}`.slice(0, 1000);
