import { msg } from '@lingui/core/macro';
import { type FormProblems, noProblems, type RowErrors } from '../../../engine/edits/fieldErrors';
import { checkFields } from '../../../engine/form/checkFields';
import type { FieldSpec } from '../../../engine/form/fieldSpec';
import { type RateDraftRow, type RouteDraft, rateErrorKey } from './routeDraft';

/** As routeLimits.quantity of routes.schema.ts (Zod-free here). */
const quantityMax = 100_000;

type Choice = { value: string; label: string };
type RateField = keyof RateDraftRow & string;

/** A meeting point, or a rate, picked among those offered; none is -1. */
export const choiceField = (key: RateField, options: readonly Choice[], placeholder: string): FieldSpec => ({
  key,
  label: key,
  kind: 'select',
  options,
  placeholder,
});

/** The quantity range a rate row covers; an open end is -1 on the server, empty on screen. */
export const quantityFields = {
  qty_start: {
    key: 'qty_start',
    label: msg`Quantity from`,
    kind: 'number',
    min: 0,
    max: quantityMax,
    decimals: 0,
    empty: 0,
  },
  qty_end: {
    key: 'qty_end',
    label: msg`Quantity to`,
    kind: 'number',
    min: 0,
    max: quantityMax,
    decimals: 0,
    placeholder: msg`Open`,
  },
} as const satisfies Record<string, FieldSpec<RateField>>;

export const flagFields = {
  automated_creation: { key: 'automated_creation', label: msg`Automated creation`, kind: 'boolean' },
  automated_processing: { key: 'automated_processing', label: msg`Automated processing`, kind: 'boolean' },
} as const satisfies Record<string, FieldSpec<RateField>>;

export const none = -1;
export const choiceValue = (id: number) => (id === none ? null : String(id));
export const idOf = (value: unknown) => (typeof value === 'string' && value ? Number(value) : none);

/** The quantity bounds of every rate row, checked before a round trip (the server judges the rest). */
export function checkRates(draft: RouteDraft): FormProblems {
  const rows: Record<string, RowErrors> = {};
  for (const entry of draft.rows)
    for (const rate of entry.rates.rows) {
      const shown = { qty_start: rate.qty_start, qty_end: rate.qty_end === none ? null : rate.qty_end };
      const problems = checkFields(Object.values(quantityFields), shown);
      if (Object.keys(problems).length) rows[rateErrorKey(entry, rate)] = problems;
    }
  return { ...noProblems, rows };
}
