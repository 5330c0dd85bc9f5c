import { i18n } from '@lingui/core';
import type { TripDetail } from '@trips/shared/modules/trips/trips.schema';
import type { FormProblems } from '../../../engine/edits/fieldErrors';
import { checkFields } from '../../../engine/form/checkFields';
import { tr } from '../../../i18n/tr';
import { type TripInfo, type TripKey, tripFieldSpecs, tripKeys } from './tripFields';
import { tripTexts } from './tripTexts';

/** The editable fields of a loaded trip, as the form holds them. */
export function infoOf(detail: TripDetail): TripInfo {
  const info = Object.fromEntries(
    tripKeys.map((key) => [key, key === 'tag_ids' ? detail.tags.map((t) => t.id) : detail[key]]),
  );
  return info as unknown as TripInfo;
}

/** Names the detail carries for its ids: what a picker shows, and how a change reads. */
const nameFields: Partial<Record<TripKey, keyof TripDetail>> = {
  branding_id: 'branding_name',
  zoho_account_id: 'zoho_account_name',
  trip_type_id: 'trip_type_name',
  start_location_id: 'start_location_name',
  end_location_id: 'end_location_name',
  accommodation_level_id: 'accommodation_level_name',
  general_status_id: 'general_status_name',
  accommodation_status_id: 'accommodation_status_name',
  luggage_status_id: 'luggage_status_name',
  people_status_id: 'people_status_name',
  other_status_id: 'other_status_name',
  voucher_status_id: 'voucher_status_name',
  insurance_status_id: 'insurance_status_name',
  accommodation_global_status_id: 'accommodation_global_status_name',
  luggage_global_status_id: 'luggage_global_status_name',
  normal_global_status_id: 'normal_global_status_name',
  other_global_status_id: 'other_global_status_name',
  language_id: 'language_name',
  operations_owner_id: 'operations_owner_name',
  accounting_user_id: 'accounting_user_name',
};

/** The value of a trip field as a person reads it, when the detail names it; otherwise undefined. */
export function namedValue(detail: TripDetail, key: TripKey): string | undefined {
  if (key === 'tag_ids') return detail.tags.map((t) => t.name).join(', ');
  const nameKey = nameFields[key];
  if (!nameKey || detail[key] === null) return undefined;
  const name = detail[nameKey];
  return typeof name === 'string' ? name : undefined;
}

export const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sortedIds = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);
const sameField = (key: TripKey, a: TripInfo, b: TripInfo) =>
  key === 'tag_ids' ? same(sortedIds(a.tag_ids), sortedIds(b.tag_ids)) : same(a[key], b[key]);

/** The fields of `draft` that differ from `base`. */
export const editedKeys = (base: TripInfo, draft: TripInfo) =>
  tripKeys.filter((k) => !sameField(k, base, draft));

export const hasInfoChanges = (base: TripInfo, draft: TripInfo) => editedKeys(base, draft).length > 0;

/** Text fields trimmed, as they are saved. */
export function saveInfo(info: TripInfo): TripInfo {
  return Object.fromEntries(
    Object.entries(info).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
  ) as unknown as TripInfo;
}

/** The checks worth doing before a round trip, with the shared messages (spec part 1 §5) in the language shown. */
export function checkTripInfo(
  info: { trip_name: string; start_date: string; end_date: string } & Partial<Record<TripKey, unknown>>,
) {
  const fields: Record<string, string> = checkFields(
    tripKeys.map((key) => tripFieldSpecs[key]),
    info,
  );
  if (!fields.end_date && info.start_date && info.end_date && info.end_date < info.start_date) {
    fields.end_date = i18n._(tripTexts.endBeforeStart);
  }
  // The shared messages in the language shown.
  for (const key of Object.keys(fields)) fields[key] = tr(fields[key]);
  return { fields, rows: {}, other: [] } satisfies FormProblems;
}

/**
 * My edits put onto the latest saved trip: every field I changed since `base` takes my value, the rest
 * take theirs. `overlap` lists the fields both of us changed (mine win; the screen says so).
 */
export function rebase(base: TripInfo, draft: TripInfo, latest: TripInfo) {
  const mine = editedKeys(base, draft);
  const theirs = new Set(editedKeys(base, latest));
  const info = { ...latest } as Record<string, unknown>;
  for (const key of mine) info[key] = draft[key];
  return {
    info: info as unknown as TripInfo,
    overlap: mine.filter((k) => theirs.has(k) && !sameField(k, draft, latest)),
  };
}
