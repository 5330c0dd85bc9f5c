import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { rowFieldLabel } from '../sections/rowFields';
import { humanise, valueText } from './tripChanges';
import { type TripKey, tripFieldLabel, tripFieldSpecs } from './tripFields';

const historyLabels: Record<string, MessageDescriptor> = {
  total_cost: msg`Total cost`,
  gross_margin: msg`Gross margin`,
  gross_margin_per: msg`Margin of the price (%)`,
  created_user_name: msg`Created by`,
  tags: msg`Tags`,
  booking_reference: msg`Booking reference`,
  provider_currency_rate: msg`Provider's exchange rate`,
  provider_currency_symbol: msg`Provider's currency`,
  prepaid_paid: msg`Prepayments paid`,
  prepaid_unpaid: msg`Prepayments to pay`,
  problem_count: msg`Problems`,
  problem_level: msg`Worst problem`,
  problem_errors: msg`Problems that stop it`,
};

/**
 * A history entry's field as the screen names it: the trip form's label (a name recorded for an id takes
 * the id field's label: 'start_location_name' → 'Start location'), a row's as its editor names it
 * ('checkin_date' → 'Check-in'), else the column in words.
 */
export function historyFieldLabel(field: string): string {
  // One entry about several rows names each field after its row, as people name it: 'Alojamiento en
  // Portomarín, 8 ene (Casa Garea) r_cost' (a column has no space).
  const ofRow = /^(.+) (\w+)$/.exec(field);
  if (ofRow) return `${historySubject(ofRow[1])}, ${historyFieldLabel(ofRow[2])}`;
  if (field in tripFieldSpecs) return tripFieldLabel(field as TripKey);
  if (historyLabels[field]) return i18n._(historyLabels[field]);
  const idField = field.replace(/_name$/, '_id');
  if (idField !== field && idField in tripFieldSpecs) return tripFieldLabel(idField as TripKey);
  const rowLabel = rowFieldLabel(field);
  if (rowLabel) return i18n._(rowLabel);
  return humanise(field.replace(/_name$/, ''));
}

/** The rows a history entry can be about, as the server names them ('Accommodation #12'). */
const subjects: Record<string, MessageDescriptor> = {
  Accommodation: msg`Accommodation`,
  'Luggage transfer': msg`Luggage transfer`,
  'Normal transfer': msg`Normal transfer`,
  'Other service': msg`Other service`,
};

/** What a history entry is about, in the language shown: the trip, or one of its rows. */
export function historySubject(subject: string | null): string {
  if (subject === null) return t`Trip`;
  const match = /^(.+) #(\d+)$/.exec(subject);
  const kind = match ? subjects[match[1]] : undefined;
  return kind && match ? `${i18n._(kind)} #${match[2]}` : subject;
}

/** The action of a history entry as a person reads it. */
const actions: Record<string, MessageDescriptor> = {
  create: msg({ message: 'create', comment: 'A history entry: the trip or row was created' }),
  update: msg({ message: 'update', comment: 'A history entry: the trip or row was changed' }),
  delete: msg({ message: 'delete', comment: 'A history entry: the trip or row was deleted' }),
  booking: msg({
    message: 'booking automation',
    comment: 'A history entry: the booking automation changed it',
  }),
  invoice: msg({
    message: 'invoice',
    comment: "A history entry: a provider invoice set the rows' real costs",
  }),
  documents: msg({
    message: 'documents sent',
    comment: "A history entry: the customer's documents were sent",
  }),
  auto_transfer: msg({
    message: 'automatic luggage',
    comment: 'A history entry: the luggage transfers from the hotel chain changed',
  }),
};
export const historyAction = (action: string) => (actions[action] ? i18n._(actions[action]) : action);

/** The changes of a history entry worth a line: a value that reads the same before and after is left out. */
export const shownHistoryChanges = <C extends { before: unknown; after: unknown }>(changes: readonly C[]) =>
  changes.filter((c) => valueText(c.before) !== valueText(c.after));
