import { priceNight } from './accommodation-night.ts';
import { type ReadStay, readStay } from './accommodation-stay.ts';
import { describeDay, isoDate } from './dates.ts';
import type { Decimal } from './decimal.ts';
import { describeMissing } from './describe.ts';
import { listSome } from './inputs.ts';
import { chooseItem } from './item-match.ts';
import { type ReadItem, rateNameOf, readRateItems } from './rate-items.ts';
import {
  type AccommodationPricing,
  failure,
  invalidInput,
  isFailure,
  type MissingPrice,
  type NightLine,
  type PricingFailure,
} from './result.ts';
import { priced } from './totals.ts';
import type { AccommodationStay, NegotiatedRate, NegotiatedRateItem } from './types.ts';

interface Nights {
  lines: NightLine[];
  amounts: Decimal[];
  uncovered: number[];
  missing: MissingPrice[];
}

function priceNights(items: ReadItem<NegotiatedRateItem>[], stay: ReadStay): Nights | PricingFailure {
  const nights: Nights = { lines: [], amounts: [], uncovered: [], missing: [] };
  const count = stay.rooms.length === 0 ? 0 : stay.nights;
  for (let day = stay.firstNight; day < stay.firstNight + count; day++) {
    const chosen = chooseItem(items, day);
    if (!chosen) {
      nights.uncovered.push(day);
      continue;
    }
    const night = priceNight(chosen, day, stay);
    if ('invalid' in night) {
      return invalidInput(
        night.invalid,
        `Rate item ${chosen.index + 1} has a price that is not a number ≥ 0`,
      );
    }
    if ('missing' in night) nights.missing.push(...night.missing);
    else {
      nights.lines.push(night.line);
      nights.amounts.push(night.amount);
    }
  }
  return nights;
}

/** t_cost of a trip accommodation row: the sum over its nights of rooms × the price of the item for that night. */
export function priceAccommodationStay(rate: NegotiatedRate, stay: AccommodationStay): AccommodationPricing {
  const read = readStay(stay);
  if (isFailure(read)) return read;
  const items = readRateItems<NegotiatedRateItem>(rate);
  if (isFailure(items)) return items;
  const nights = priceNights(items, read);
  if (isFailure(nights)) return nights;
  const name = rateNameOf(rate);
  const { uncovered, missing } = nights;
  if (uncovered.length > 0) {
    const which = `${uncovered.length === 1 ? 'night' : 'nights'} of ${listSome(uncovered.map(describeDay))}`;
    return failure('no-rate', `No rate item of ${name} covers the ${which}`, {
      dates: uncovered.map(isoDate),
    });
  }
  if (missing.length > 0) {
    return failure('missing-price', `${name} has no price for ${listSome(missing.map(describeMissing), 2)}`, {
      missing,
    });
  }
  return priced(nights.lines, nights.amounts, read.currencyRate);
}
