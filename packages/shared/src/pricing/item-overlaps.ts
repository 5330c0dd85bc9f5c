import { dayNumber, isoDate } from './dates.ts';
import { describeItem } from './describe.ts';
import { isRecord } from './inputs.ts';
import { capitalized, type RateProblem, rateProblem } from './problems.ts';

interface Span {
  item: Record<string, unknown>;
  index: number;
  from: number;
  to: number;
}

function spanOf(item: unknown, index: number): Span[] {
  if (!isRecord(item)) return [];
  const [from, to] = [dayNumber(item.from_date), dayNumber(item.to_date)];
  return from === null || to === null || from > to ? [] : [{ item, index, from, to }];
}

/**
 * Two items with the same week_day_id whose date ranges share a day: which prices that day would depend on
 * tie-breaks, so it is an error. 'Any Week Day' next to a specific day is fine: the specific day wins.
 */
export function overlappingItems(items: readonly unknown[]): RateProblem[] {
  const spans = items.flatMap(spanOf);
  const problems: RateProblem[] = [];
  for (const [position, a] of spans.entries()) {
    for (const b of spans.slice(position + 1)) {
      if ((a.item.week_day_id ?? 1) !== (b.item.week_day_id ?? 1) || a.to < b.from || b.to < a.from) continue;
      const shared = `${isoDate(Math.max(a.from, b.from))} to ${isoDate(Math.min(a.to, b.to))}`;
      const both = `${capitalized(describeItem(a.item, a.index))} and ${describeItem(b.item, b.index)}`;
      const message = `${both} overlap from ${shared}`;
      problems.push(
        rateProblem('overlapping-items', message, ['rate_items', b.index, 'from_date'], {
          items: [a.index, b.index],
        }),
      );
    }
  }
  return problems;
}
