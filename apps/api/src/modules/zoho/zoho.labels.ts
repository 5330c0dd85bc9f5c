import { zohoRevisionMessages } from '@trips/shared/modules/zoho/zoho.messages';
import type { ZohoField } from './zoho.mapping.ts';

/** An id field is shown by the name beside it in the trip (`start_location_id` → `start_location_name`). */
const shown = (trip: Record<string, unknown>, field: ZohoField) => {
  const value =
    field.endsWith('_id') && field !== 'holiday_id' ? trip[field.replace(/_id$/, '_name')] : trip[field];
  return value === null || value === undefined || value === '' ? '—' : String(value);
};

/**
 * "Start location: Sarria → León": stored in English and shown in the reader's language (the status
 * answer translates it through the catalogue's template for the field).
 */
export const revisionLine = (
  field: ZohoField,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) => zohoRevisionMessages[field](shown(before, field), shown(after, field)).slice(0, 1000);
