import { DEFAULT_FROM_QTY, OPEN_ENDED_QTY } from './constants.ts';
import { describeBracket, describeRange } from './describe.ts';
import { type RateProblem, type RateProblemKind, rateProblem } from './problems.ts';

/** Where the item is and how to word its problems. */
export interface BracketContext {
  itemIndex: number;
  itemName: string;
  units: string;
  perUnit: boolean;
}

export interface Bracket {
  index: number;
  from: number;
  to: number;
}

const end = (b: Bracket) => (b.to === OPEN_ENDED_QTY ? Number.POSITIVE_INFINITY : b.to);
const asTo = (last: number) => (last === Number.POSITIVE_INFINITY ? OPEN_ENDED_QTY : last);

export function problemOf(
  context: BracketContext,
  kind: RateProblemKind,
  text: string,
  qties: number[],
  field: string,
) {
  const path = ['rate_items', context.itemIndex, 'qties', qties[qties.length - 1], field];
  return rateProblem(kind, `${context.itemName}: ${text}`, path, { items: [context.itemIndex], qties });
}

/** Overlapping brackets are errors; quantities from 1 up that fall between brackets are warnings. */
export function coverageProblems(brackets: Bracket[], context: BracketContext): RateProblem[] {
  const problems: RateProblem[] = [];
  let reach: Bracket | undefined;
  for (const b of [...brackets].sort((x, y) => x.from - y.from || x.index - y.index)) {
    const coveredTo = reach ? end(reach) : DEFAULT_FROM_QTY;
    if (reach && b.from <= coveredTo) {
      const shared = describeRange(b.from, asTo(Math.min(coveredTo, end(b))));
      const text = `${describeBracket(reach)} and ${describeBracket(b)} overlap for ${shared} ${context.units}`;
      problems.push(problemOf(context, 'overlapping-brackets', text, [reach.index, b.index], 'from_qty'));
    } else if (b.from > coveredTo + 1) {
      const text = `no bracket covers ${describeRange(coveredTo + 1, b.from - 1)} ${context.units}`;
      problems.push(problemOf(context, 'bracket-gap', text, [b.index], 'from_qty'));
    }
    if (!reach || end(b) > end(reach)) reach = b;
  }
  return problems;
}
