import { ANY_WEEK_DAY, DEFAULT_RATE_ITEM_TYPE } from './constants.ts';
import { dayNumber } from './dates.ts';
import { isRecord, isWholeNumber, readId } from './inputs.ts';
import { invalidInput, isFailure, type PricingFailure } from './result.ts';

/** A rate item with its dates read as day numbers; `index` is its position in rate_items (0-based). */
export interface ReadItem<T> {
  item: T;
  index: number;
  id: number | null;
  fromDay: number;
  toDay: number;
  weekDayId: number;
  typeId: number;
}

/** Week day and item type default to 1 ('Any Week Day', 'Default') when absent, as in the spec's forms. */
const orDefault = (value: unknown, fallback: number) => (value === undefined ? fallback : value);

function readItem<T>(item: unknown, index: number): ReadItem<T> | PricingFailure {
  const where = `rate_items[${index}]`;
  const name = `Rate item ${index + 1}`;
  if (!isRecord(item)) return invalidInput(where, `${name} is not a rate item`);
  const fromDay = dayNumber(item.from_date);
  if (fromDay === null) return invalidInput(`${where}.from_date`, `${name} has no valid from date`);
  const toDay = dayNumber(item.to_date);
  if (toDay === null) return invalidInput(`${where}.to_date`, `${name} has no valid to date`);
  const weekDayId = orDefault(item.week_day_id, ANY_WEEK_DAY);
  if (!isWholeNumber(weekDayId) || weekDayId < 1 || weekDayId > 8) {
    return invalidInput(`${where}.week_day_id`, `${name} has an unknown week day`);
  }
  const typeId = orDefault(item.rate_item_type_id, DEFAULT_RATE_ITEM_TYPE);
  if (!isWholeNumber(typeId)) return invalidInput(`${where}.rate_item_type_id`, `${name} has no valid type`);
  return { item: item as T, index, id: readId(item.id), fromDay, toDay, weekDayId, typeId };
}

/** Reads every item of a rate, or says which one is unusable. */
export function readRateItems<T>(rate: unknown): ReadItem<T>[] | PricingFailure {
  if (!isRecord(rate) || !Array.isArray(rate.rate_items)) {
    return invalidInput('rate_items', 'The rate has no list of rate items');
  }
  const items: ReadItem<T>[] = [];
  for (const [index, raw] of rate.rate_items.entries()) {
    const item = readItem<T>(raw, index);
    if (isFailure(item)) return item;
    items.push(item);
  }
  return items;
}

export const rateNameOf = (rate: unknown): string =>
  isRecord(rate) && typeof rate.name === 'string' && rate.name.trim() !== '' ? `'${rate.name}'` : 'the rate';
