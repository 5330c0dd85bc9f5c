import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { type TripSection, tripSections } from '@trips/shared/modules/trips/trips.constants';
import type { TripResponse } from '@trips/shared/modules/trips/trips.schema';
import { formatDate, formatNumber } from '../../../i18n/format';
import { rowFieldLabel } from '../sections/rowFields';
import { editedKeys, infoOf, namedValue, same } from './tripDraft';
import { type TripKey, tripFieldLabel } from './tripFields';

/** One saved value that differs between two versions of a trip. */
export interface TripChange {
  /** 'Trip' or the row: 'Accommodation 12 (Hotel Roncesvalles)'. */
  subject: string;
  /** The field's key, and the trip field's key when it is one. */
  field: string;
  tripKey?: TripKey;
  label: string;
  before: unknown;
  after: unknown;
  /** How the value reads, when the response names it (ids of lists, locations, people). */
  beforeText?: string;
  afterText?: string;
}

/** What one row of each section is called ('Accommodation 3'). */
export const sectionLabels = {
  accommodations: msg`Accommodation`,
  luggage_transfers: msg`Luggage transfer`,
  normal_transfers: msg`Transfer`,
  other_services: msg`Other service`,
} as const;

/** What one row of a section is called, in the language shown. */
export const sectionLabel = (section: TripSection) => i18n._(sectionLabels[section]);

/** 'checkin_date' → 'Checkin date', 'is_send_email' → 'Send email': for a field no form names. */
export const humanise = (key: string) => {
  const words = key.replace(/^is_/, '').replace(/_id$/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A row field as the row editor names it ('checkin_date' → 'Check-in'), else the column in words. */
export const rowLabel = (key: string) => {
  const label = rowFieldLabel(key);
  return label ? i18n._(label) : humanise(key);
};

/** Derived or read-only parts of a row: they change because another field did. */
const skippedRowKey = (key: string) =>
  key === 'id' || key.endsWith('_name') || key === 'provider_currency_symbol' || key === 'nights';

export type Row = { id: number } & Record<string, unknown>;

export function rowSubject(section: keyof typeof sectionLabels, row: Row) {
  const provider =
    typeof row.provider_name === 'string' && row.provider_name ? ` (${row.provider_name})` : '';
  return `${sectionLabel(section)} ${row.id}${provider}`;
}

function rowValueText(row: Row, key: string): string | undefined {
  if (!key.endsWith('_id') || row[key] === null) return undefined;
  const name = row[`${key.slice(0, -3)}_name`];
  return typeof name === 'string' ? name : undefined;
}

/**
 * What was saved between two versions of a trip (the one I loaded, the current one): the trip's fields,
 * and per section the rows added, removed and the fields changed in the others.
 */
export function tripChanges(before: TripResponse, after: TripResponse): TripChange[] {
  const changes: TripChange[] = [];
  const a = infoOf(before.trip);
  const b = infoOf(after.trip);
  for (const key of editedKeys(a, b)) {
    changes.push({
      subject: t`Trip`,
      field: key,
      tripKey: key,
      label: tripFieldLabel(key),
      before: a[key],
      after: b[key],
      beforeText: namedValue(before.trip, key),
      afterText: namedValue(after.trip, key),
    });
  }
  for (const section of tripSections) {
    const old = new Map((before[section] as Row[]).map((r) => [r.id, r]));
    const now = new Map((after[section] as Row[]).map((r) => [r.id, r]));
    for (const [id, row] of now) {
      const was = old.get(id);
      const subject = rowSubject(section, row);
      if (!was) {
        changes.push({
          subject,
          field: 'row',
          label: t`Row`,
          before: null,
          after: 'added',
          afterText: t`added`,
        });
        continue;
      }
      for (const key of Object.keys(row)) {
        if (skippedRowKey(key) || same(was[key], row[key])) continue;
        changes.push({
          subject,
          field: key,
          label: rowLabel(key),
          before: was[key],
          after: row[key],
          beforeText: rowValueText(was, key),
          afterText: rowValueText(row, key),
        });
      }
    }
    for (const [id, row] of old) {
      if (now.has(id)) continue;
      changes.push({
        subject: rowSubject(section, row),
        field: 'row',
        label: t`Row`,
        before: 'present',
        after: null,
        beforeText: t`present`,
        afterText: t`deleted`,
      });
    }
  }
  return changes;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A saved value as text: '—' for nothing, Yes/No, days as the app writes them ('8 Sept 2026'), fractions
 * with the language's decimal sign, lists joined.
 */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' && DAY.test(value)) return formatDate(value);
  if (typeof value === 'boolean') return value ? t`Yes` : t`No`;
  if (Array.isArray(value)) return value.length ? value.map(valueText).join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  // As every number reads: the language's decimal sign and grouped thousands ('21,25', '1.800').
  if (typeof value === 'number') return formatNumber(value);
  return String(value);
}
