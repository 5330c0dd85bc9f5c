import { type BracketContext, coverageProblems, problemOf } from './bracket-coverage.ts';
import { DEFAULT_FROM_QTY, OPEN_ENDED_QTY, type PriceType, priceTypes } from './constants.ts';
import { describeBracket } from './describe.ts';
import { isRecord, isWholeNumber, readPrice } from './inputs.ts';
import type { RateProblem } from './problems.ts';

function readBracket(qty: Record<string, unknown>, index: number, context: BracketContext) {
  const [from, to] = [qty.from_qty ?? DEFAULT_FROM_QTY, qty.to_qty ?? OPEN_ENDED_QTY];
  const whole = isWholeNumber(from) && from >= 0 && isWholeNumber(to) && to >= OPEN_ENDED_QTY;
  if (!whole) {
    const text = `bracket ${index + 1} needs whole quantities (to -1 means "and more")`;
    return { problems: [problemOf(context, 'invalid-bracket', text, [index], 'from_qty')] };
  }
  const ordered = to === OPEN_ENDED_QTY || from <= to;
  const text = `${describeBracket({ from, to, index })}: from ${from} is above to ${to}`;
  const problems = ordered ? [] : [problemOf(context, 'bracket-order', text, [index], 'from_qty')];
  return { problems, bracket: ordered ? { index, from, to } : undefined };
}

/** Problems of one quantity row, and the row as a range when its quantities are usable. */
function bracketProblems(qty: unknown, index: number, context: BracketContext) {
  if (!isRecord(qty)) {
    return {
      problems: [
        problemOf(
          context,
          'invalid-bracket',
          `bracket ${index + 1} is not a quantity row`,
          [index],
          'from_qty',
        ),
      ],
    };
  }
  const { problems, bracket } = readBracket(qty, index, context);
  const named = bracket ? describeBracket(bracket) : `bracket ${index + 1}`;
  const amount = readPrice(qty.amount);
  if (amount.kind === 'empty')
    problems.push(problemOf(context, 'missing-amount', `${named} has no amount`, [index], 'amount'));
  if (amount.kind === 'invalid') {
    const negative = typeof qty.amount === 'number' && qty.amount < 0;
    const text = negative
      ? `${named}: the amount is negative (${qty.amount})`
      : `${named}: the amount is not a number`;
    problems.push(
      problemOf(context, negative ? 'negative-amount' : 'invalid-amount', text, [index], 'amount'),
    );
  }
  if (context.perUnit && qty.price_type !== undefined && !priceTypes.includes(qty.price_type as PriceType)) {
    const text = `${named}: the price type must be 'per' or 'total'`;
    problems.push(problemOf(context, 'invalid-price-type', text, [index], 'price_type'));
  }
  return { problems, bracket };
}

export function qtiesProblems(qties: readonly unknown[], context: BracketContext): RateProblem[] {
  const read = qties.map((qty, index) => bracketProblems(qty, index, context));
  const brackets = read.flatMap(({ bracket }) => (bracket ? [bracket] : []));
  return [...read.flatMap(({ problems }) => problems), ...coverageProblems(brackets, context)];
}
