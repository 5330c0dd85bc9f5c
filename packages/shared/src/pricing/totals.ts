import { moneyMax } from '../validation/ranges.ts';
import { centsToNumber, type Decimal, dividedToCents, sum, toCents } from './decimal.ts';
import { failure, type PricingResult } from './result.ts';

/** The largest cost a row can store (numeric(12, 2)), in cents. */
const maxCents = BigInt(moneyMax) * 100n;
const outOfRange = (cents: bigint) => cents > maxCents || cents < -maxCents;
const tooLarge = `The cost comes to more than ${moneyMax.toLocaleString('en')}, more than a cost can hold.`;

/**
 * The totals of a priced row from its exact line amounts: t_cost_national is the sum rounded to cents,
 * t_cost is the exact sum divided by the currency rate, rounded to cents (half away from zero) once.
 * A total beyond what a cost column holds is a failure like a missing price: the row keeps no cost.
 */
export function priced<Line>(
  breakdown: Line[],
  amounts: readonly Decimal[],
  currencyRate: Decimal,
): PricingResult<Line> {
  const total = sum(amounts);
  const [national, euro] = [toCents(total), dividedToCents(total, currencyRate)];
  if (outOfRange(national) || outOfRange(euro)) return failure('invalid-input', tooLarge);
  return { ok: true, national: centsToNumber(national), euro: centsToNumber(euro), breakdown };
}
