import type { ReadStay } from './accommodation-stay.ts';
import type { PriceField } from './constants.ts';
import { isoDate, weekDayId } from './dates.ts';
import { add, type Decimal, times, toNumber, ZERO } from './decimal.ts';
import { readPrice } from './inputs.ts';
import type { ReadItem } from './rate-items.ts';
import type { MissingPrice, NightLine } from './result.ts';
import type { NegotiatedRateItem } from './types.ts';

/** A priced night, the prices it lacks, or the path of a price that is not a number ≥ 0. */
export type NightPrice =
  | { line: NightLine; amount: Decimal }
  | { missing: MissingPrice[] }
  | { invalid: string };

/** One night: Σ rooms(group) × price(group, variant) of the chosen item. */
export function priceNight(chosen: ReadItem<NegotiatedRateItem>, day: number, stay: ReadStay): NightPrice {
  const line: NightLine = {
    date: isoDate(day),
    amount: 0,
    itemId: chosen.id,
    itemIndex: chosen.index,
    weekDayId: weekDayId(day),
    variant: stay.variant,
    rooms: [],
  };
  let amount = ZERO;
  const missing: MissingPrice[] = [];
  for (const { group, rooms } of stay.rooms) {
    const field: PriceField = `${group}_${stay.variant}`;
    const price = readPrice(chosen.item[field]);
    if (price.kind === 'invalid') return { invalid: `rate_items[${chosen.index}].${field}` };
    if (price.kind === 'empty')
      missing.push({ date: line.date, itemId: chosen.id, itemIndex: chosen.index, field });
    if (price.kind !== 'price') continue;
    amount = add(amount, times(price.value, rooms));
    line.rooms.push({ group, rooms, price: toNumber(price.value) });
  }
  if (missing.length > 0) return { missing };
  return { line: { ...line, amount: toNumber(amount) }, amount };
}
