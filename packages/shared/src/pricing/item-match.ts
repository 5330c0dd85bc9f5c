import { ANY_WEEK_DAY } from './constants.ts';
import { dayNumber, weekDayId } from './dates.ts';
import { type ReadItem, readRateItems } from './rate-items.ts';
import type { DatedRateItem } from './types.ts';

const covers = (item: ReadItem<unknown>, day: number): boolean =>
  item.fromDay <= day &&
  day <= item.toDay &&
  (item.weekDayId === ANY_WEEK_DAY || item.weekDayId === weekDayId(day));

/**
 * Which item prices a day, best first: a specific week day beats 'Any Week Day'; then the narrower date
 * range; then the higher rate_item_type_id (seasonal and special types over 'Default'); then the earlier
 * position in the list. Only rates findRateProblems rejects can reach the last two steps for one week day.
 */
function compareForDay(a: ReadItem<unknown>, b: ReadItem<unknown>): number {
  const specific = Number(b.weekDayId !== ANY_WEEK_DAY) - Number(a.weekDayId !== ANY_WEEK_DAY);
  if (specific !== 0) return specific;
  const width = a.toDay - a.fromDay - (b.toDay - b.fromDay);
  if (width !== 0) return width;
  return b.typeId - a.typeId || a.index - b.index;
}

export function chooseItem<T>(items: readonly ReadItem<T>[], day: number): ReadItem<T> | undefined {
  return items.filter((item) => covers(item, day)).sort(compareForDay)[0];
}

/** The rate item that prices `date` ('YYYY-MM-DD'), or null when none covers it or the input is invalid. */
export function chooseRateItem<T extends DatedRateItem>(items: readonly T[], date: string): T | null {
  const day = dayNumber(date);
  const read = readRateItems<T>({ rate_items: items });
  if (day === null || !Array.isArray(read)) return null;
  return chooseItem(read, day)?.item ?? null;
}
