import type {
  LuggageRate,
  NegotiatedRate,
  NegotiatedRateItem,
  TransferRate,
} from '@trips/shared/pricing/index';
import { type AnyRate, rateErrors } from '@trips/shared/pricing/index';
import { type Tier, tiers } from './providers.data.ts';

/** Years the demo rates cover, so quotes for trips around today find a rate. */
const years = [2025, 2026, 2027, 2028];
const people = [1, 2, 2, 3];
const groups = ['ir', 'dr2', 'ir1', 'tr'] as const;
/** Meal supplements per person and night: dinner, picnic, both. */
const supplements = { b: 0, bd: 18, bp: 8, bpd: 26 } as const;
const round = (n: number) => Math.round(n * 100) / 100;

function pricesFor(tier: Tier, factor: number) {
  const prices: Record<string, number> = {};
  groups.forEach((group, i) => {
    for (const [variant, extra] of Object.entries(supplements))
      prices[`${group}_${variant}`] = round(tiers[tier][i] * factor + extra * people[i]);
  });
  return prices;
}

/** Low season (type 3) around a high season from May to September (type 2, 15% more), each year. */
export function negotiatedRate(tier: Tier): NegotiatedRate {
  const rate_items = years.flatMap((y): NegotiatedRateItem[] => [
    {
      rate_item_type_id: 3,
      week_day_id: 1,
      from_date: `${y}-01-01`,
      to_date: `${y}-04-30`,
      ...pricesFor(tier, 1),
    },
    {
      rate_item_type_id: 2,
      week_day_id: 1,
      from_date: `${y}-05-01`,
      to_date: `${y}-09-30`,
      ...pricesFor(tier, 1.15),
    },
    {
      rate_item_type_id: 3,
      week_day_id: 1,
      from_date: `${y}-10-01`,
      to_date: `${y}-12-31`,
      ...pricesFor(tier, 1),
    },
  ]);
  return checked({ name: 'firstRate', rate_items });
}

const span = {
  rate_item_type_id: 1,
  week_day_id: 1,
  from_date: `${years[0]}-01-01`,
  to_date: `${years.at(-1)}-12-31`,
};

export function luggageRate(brackets: [number, number, number][]): LuggageRate {
  const qties = brackets.map(([from_qty, to_qty, amount]) => ({
    from_qty,
    to_qty,
    amount,
    price_type: 'per' as const,
  }));
  return checked({ name: 'firstRate', type: 'luggage', rate_items: [{ ...span, qties }] });
}

export function transferRate(brackets: [number, number, number][]): TransferRate {
  const qties = brackets.map(([from_qty, to_qty, amount]) => ({ from_qty, to_qty, amount }));
  return checked({ name: 'firstRate', type: 'transfer', rate_items: [{ ...span, qties }] });
}

/** Demo rates pass the same checks as a save. */
function checked<R extends AnyRate>(rate: R): R {
  const errors = rateErrors(rate);
  if (errors.length > 0) throw new Error(`Demo rate is invalid: ${errors[0].message}`);
  return rate;
}
