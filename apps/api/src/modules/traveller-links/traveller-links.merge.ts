import { blankTraveller } from '@trips/shared/modules/hospedajes/travellers.blank';
import { travellerProblems } from '@trips/shared/modules/hospedajes/travellers.constants';
import type { TravellerInput } from '@trips/shared/modules/hospedajes/travellers.schema';

export type Row = TravellerInput & { id: number | null };
const fields = Object.keys(blankTraveller) as (keyof TravellerInput)[];
const documentFields = ['document_type', 'document_number', 'document_support'];
const together: Record<string, string[]> = {
  document_type: documentFields,
  document_number: documentFields,
  document_support: documentFields,
  birth_date: ['birth_date', 'relationship'],
  relationship: ['birth_date', 'relationship'],
};
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The travellers after a save from the page, over what is stored now. With the rows the page loaded
 * (`base`, matched by position: a staff save renumbers the rows), a field the traveller left as loaded keeps
 * what is stored, so a staff change made meanwhile stays; a field they changed takes their value. Without
 * it, the page's travellers match stored ones by id and replace their fields. A stored traveller the page
 * did not send stays; one the page adds comes last. `origin[i]` is the merged position of the page's
 * traveller i.
 */
export function mergeTravellers(current: Row[], sent: Row[], base?: Row[]) {
  const merged = current.map((row) => ({ ...row }));
  const origin: number[] = [];
  sent.forEach((row, i) => {
    const at = base
      ? i < base.length && i < current.length
        ? i
        : -1
      : row.id === null
        ? -1
        : merged.findIndex((c) => c.id === row.id);
    if (at < 0) {
      origin.push(merged.push({ ...blankTraveller, ...row, id: null }) - 1);
      return;
    }
    const loaded = base?.[i];
    const target = merged[at]! as Record<string, unknown>;
    for (const field of fields) if (!loaded || !same(row[field], loaded[field])) target[field] = row[field];
    origin.push(at);
  });
  return { merged, origin };
}

/**
 * What of the merged travellers may be saved: a field the rules refuse goes back to what is stored (blank
 * for a new traveller); a traveller still refused then stays as stored (a new one is left out). The
 * problems are named by the page's own positions, `travellers.{i}.{field}`.
 */
export function keepValid(
  merged: Row[],
  origin: number[],
  stored: Row[],
  check: (row: Row) => Record<string, string>,
) {
  const errors: Record<string, string> = {};
  const priorOf = (row: Row) => stored.find((s) => row.id !== null && s.id === row.id);
  const kept: (Row | null)[] = merged.map((row) => {
    const prior = priorOf(row) ?? { ...blankTraveller, id: null };
    const fixed = { ...row } as Record<string, unknown>;
    // A field goes back with the fields it is checked with (a document's type, number and support).
    for (let round = 0; round < 3; round++) {
      const problems = Object.keys(check(fixed as Row)).flatMap((f) => together[f] ?? [f]);
      if (problems.length === 0) return fixed as Row;
      for (const field of problems) fixed[field] = prior[field as keyof Row];
    }
    return priorOf(row) ?? null;
  });
  origin.forEach((at, i) => {
    for (const [field, message] of Object.entries(check(merged[at]!)))
      errors[`travellers.${i}.${field}`] = message;
  });
  return { rows: kept.filter((row): row is Row => row !== null), errors };
}

/** The rules staff's save applies (shared with the Travellers panel). */
export const rulesOn =
  (startDate: string, today: string, countryIds: Set<number>, unknownCountry: string) => (row: Row) => {
    const problems = travellerProblems(row, startDate, today);
    for (const key of ['nationality_id', 'country_id'] as const) {
      const id = row[key];
      if (id !== null && !countryIds.has(id)) problems[key] = unknownCountry;
    }
    return problems;
  };
