import {
  DEFAULT_FROM_QTY,
  DEFAULT_PRICE_TYPE,
  OPEN_ENDED_QTY,
  type PriceType,
  priceTypes,
} from './constants.ts';
import { isRecord, isWholeNumber, readId } from './inputs.ts';
import { invalidInput, isFailure, type PricingFailure } from './result.ts';

/** A quantity row read and checked; `to` is OPEN_ENDED_QTY (-1) for "and more". */
export interface ReadBracket {
  qty: Record<string, unknown>;
  index: number;
  id: number | null;
  from: number;
  to: number;
  priceType: PriceType;
}

const orDefault = (value: unknown, fallback: unknown) => (value === undefined ? fallback : value);

/** Luggage brackets default to 'per'; transfer (people) brackets have no price type: the amount is the total. */
function readBracket(
  qty: unknown,
  index: number,
  where: string,
  perUnit: boolean,
): ReadBracket | PricingFailure {
  const path = `${where}.qties[${index}]`;
  if (!isRecord(qty)) return invalidInput(path, `Bracket ${index + 1} is not a quantity row`);
  const from = orDefault(qty.from_qty, DEFAULT_FROM_QTY);
  const to = orDefault(qty.to_qty, OPEN_ENDED_QTY);
  if (!isWholeNumber(from) || from < 0 || !isWholeNumber(to) || to < OPEN_ENDED_QTY) {
    return invalidInput(path, `Bracket ${index + 1} needs whole quantities (to -1 means "and more")`);
  }
  const priceType = perUnit ? orDefault(qty.price_type, DEFAULT_PRICE_TYPE) : 'total';
  if (!priceTypes.includes(priceType as PriceType)) {
    return invalidInput(`${path}.price_type`, `Bracket ${index + 1} has an unknown price type`);
  }
  return { qty, index, id: readId(qty.id), from, to, priceType: priceType as PriceType };
}

export function readBrackets(item: Record<string, unknown>, where: string, perUnit: boolean) {
  if (!Array.isArray(item.qties)) return invalidInput(`${where}.qties`, 'The rate item has no quantity rows');
  const brackets: ReadBracket[] = [];
  for (const [index, qty] of item.qties.entries()) {
    const bracket = readBracket(qty, index, where, perUnit);
    if (isFailure(bracket)) return bracket;
    brackets.push(bracket);
  }
  return brackets;
}

const includes = (bracket: ReadBracket, quantity: number): boolean =>
  bracket.from <= quantity && (bracket.to === OPEN_ENDED_QTY || quantity <= bracket.to);

const width = (bracket: ReadBracket): number =>
  bracket.to === OPEN_ENDED_QTY ? Number.POSITIVE_INFINITY : bracket.to - bracket.from;

/** The bracket for a quantity: from ≤ n ≤ to (or open-ended); if brackets overlap, the narrower, then the first. */
export function chooseBracket(brackets: readonly ReadBracket[], quantity: number): ReadBracket | undefined {
  return brackets
    .filter((bracket) => includes(bracket, quantity))
    .sort((a, b) => width(a) - width(b) || a.index - b.index)[0];
}
