import { qtiesProblems } from './bracket-problems.ts';
import { describeItem } from './describe.ts';
import { isRecord } from './inputs.ts';
import { overlappingItems } from './item-overlaps.ts';
import { itemProblems, priceProblems } from './item-problems.ts';
import { capitalized, type RateProblem, type RateProblemKind, rateProblem } from './problems.ts';
import type { AnyRate } from './types.ts';

const ofItem = (kind: RateProblemKind, message: string, index: number, ...field: string[]) =>
  rateProblem(kind, message, ['rate_items', index, ...field], { items: [index] });

function quantityItemProblems(item: Record<string, unknown>, index: number, luggage: boolean): RateProblem[] {
  const itemName = capitalized(describeItem(item, index));
  if (!Array.isArray(item.qties))
    return [ofItem('invalid-rate', `${itemName} has no quantity rows`, index, 'qties')];
  if (item.qties.length === 0) return [ofItem('no-brackets', `${itemName} has no brackets`, index, 'qties')];
  const context = { itemIndex: index, itemName, units: luggage ? 'bags' : 'people', perUnit: luggage };
  return qtiesProblems(item.qties, context);
}

/**
 * Everything wrong with a negotiated, luggage or transfer rate (a rate with type 'luggage' or 'transfer' is
 * priced by quantity brackets, any other by room prices). Never throws; an empty list means "fine".
 */
export function findRateProblems(rate: AnyRate): RateProblem[] {
  const input: unknown = rate;
  if (!isRecord(input) || !Array.isArray(input.rate_items)) {
    return [rateProblem('invalid-rate', 'The rate has no list of rate items', ['rate_items'])];
  }
  const byQuantity = input.type === 'luggage' || input.type === 'transfer';
  const problems = input.rate_items.flatMap((item: unknown, index) => {
    if (!isRecord(item)) return [ofItem('invalid-rate', `Item ${index + 1} is not a rate item`, index)];
    const own = byQuantity
      ? quantityItemProblems(item, index, input.type === 'luggage')
      : priceProblems(item, index);
    return [...itemProblems(item, index), ...own];
  });
  return [...problems, ...overlappingItems(input.rate_items)];
}

/** Only the problems that block saving. */
export const rateErrors = (rate: AnyRate): RateProblem[] =>
  findRateProblems(rate).filter((problem) => problem.severity === 'error');
