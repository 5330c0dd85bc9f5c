import { priceFields } from './constants.ts';
import { dayNumber } from './dates.ts';
import { describeItem } from './describe.ts';
import { isWholeNumber, readPrice } from './inputs.ts';
import { capitalized, type RateProblem, type RateProblemKind, rateProblem } from './problems.ts';

/** Dates, order and week day of one item (each rate kind). */
export function itemProblems(item: Record<string, unknown>, index: number): RateProblem[] {
  const name = capitalized(describeItem(item, index));
  const problems: RateProblem[] = [];
  const report = (kind: RateProblemKind, text: string, field: string) =>
    problems.push(rateProblem(kind, `${name}: ${text}`, ['rate_items', index, field], { items: [index] }));
  const [from, to] = [dayNumber(item.from_date), dayNumber(item.to_date)];
  if (from === null) report('invalid-date', 'the from date is not a valid date', 'from_date');
  if (to === null) report('invalid-date', 'the to date is not a valid date', 'to_date');
  if (from !== null && to !== null && from > to)
    report('date-order', 'the from date is after the to date', 'from_date');
  const weekDay = item.week_day_id ?? 1;
  if (!isWholeNumber(weekDay) || weekDay < 1 || weekDay > 8)
    report('invalid-week-day', 'the week day is unknown', 'week_day_id');
  return problems;
}

/** The sixteen prices of a negotiated item: empty or a number ≥ 0. */
export function priceProblems(item: Record<string, unknown>, index: number): RateProblem[] {
  const name = capitalized(describeItem(item, index));
  return priceFields.flatMap((field) => {
    const value = item[field];
    if (readPrice(value).kind !== 'invalid') return [];
    const negative = typeof value === 'number' && value < 0;
    const message = negative
      ? `${name}: ${field} is negative (${value})`
      : `${name}: ${field} is not a number`;
    return [
      rateProblem(negative ? 'negative-price' : 'invalid-price', message, ['rate_items', index, field], {
        items: [index],
      }),
    ];
  });
}
