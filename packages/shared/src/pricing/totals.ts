import { centsToNumber, type Decimal, dividedToCents, sum, toCents } from './decimal.ts';
import type { Priced } from './result.ts';

/**
 * The totals of a priced row from its exact line amounts: t_cost_national is the sum rounded to cents,
 * t_cost is the exact sum divided by the currency rate, rounded to cents (half away from zero) once.
 */
export function priced<Line>(
  breakdown: Line[],
  amounts: readonly Decimal[],
  currencyRate: Decimal,
): Priced<Line> {
  const national = sum(amounts);
  return {
    ok: true,
    national: centsToNumber(toCents(national)),
    euro: centsToNumber(dividedToCents(national, currencyRate)),
    breakdown,
  };
}
