import { chooseBracket, type ReadBracket, readBrackets } from './brackets.ts';
import { dayNumber, describeDay, isoDate } from './dates.ts';
import { type Decimal, times, toNumber } from './decimal.ts';
import { describeBracket, describeItem, describeRange } from './describe.ts';
import { countOf, listSome, readCount, readCurrencyRate, readPrice } from './inputs.ts';
import { chooseItem } from './item-match.ts';
import { type ReadItem, rateNameOf, readRateItems } from './rate-items.ts';
import { failure, invalidInput, isFailure, type PricingFailure, type QuantityPricing } from './result.ts';
import { priced } from './totals.ts';

/** What differs between luggage and people transfers: the words, and whether 'per' brackets exist. */
export interface QuantityKind {
  rate: 'luggage' | 'transfer';
  countField: 'luggages' | 'people';
  one: string;
  many: string;
  perUnit: boolean;
}

/** One transfer to price: a date, a number of bags or people, and the provider's currency rate. */
export interface QuantityRequest {
  date: unknown;
  quantity: unknown;
  currencyRate: unknown;
}

interface Request {
  day: number;
  quantity: number;
  currencyRate: Decimal;
  what: string;
}

function readRequest(request: QuantityRequest, kind: QuantityKind): Request | PricingFailure {
  const day = dayNumber(request.date);
  if (day === null) return invalidInput('date', 'The transfer date is not a valid date');
  const quantity = readCount(request.quantity, 0);
  if (quantity === null)
    return invalidInput(kind.countField, `The number of ${kind.many} must be a whole number ≥ 0`);
  const currencyRate = readCurrencyRate(request.currencyRate);
  if (!currencyRate)
    return invalidInput('provider_currency_rate', 'The currency rate must be a positive number');
  return { day, quantity, currencyRate, what: countOf(quantity, kind.one, kind.many) };
}

function priceBracket(item: ReadItem<unknown>, bracket: ReadBracket, request: Request, kind: QuantityKind) {
  const date = isoDate(request.day);
  const price = readPrice(bracket.qty.amount);
  const named = describeBracket(bracket);
  const where = `rate_items[${item.index}].qties[${bracket.index}].amount`;
  if (price.kind === 'invalid') return invalidInput(where, `The amount of ${named} is not a number ≥ 0`);
  if (price.kind === 'empty') {
    const message = `The ${kind.rate} rate has no amount for ${request.what} on ${date} (${named} of item ${item.index + 1})`;
    const missing = [{ date, itemId: item.id, itemIndex: item.index, field: 'amount' as const }];
    return failure('missing-price', message, { missing, quantity: request.quantity });
  }
  const amount = bracket.priceType === 'per' ? times(price.value, request.quantity) : price.value;
  const { id: itemId, index: itemIndex } = item;
  const { id: qtyId, index: qtyIndex, priceType } = bracket;
  const line = { date, amount: toNumber(amount), itemId, itemIndex, qtyId, qtyIndex, priceType };
  return priced([{ ...line, quantity: request.quantity }], [amount], request.currencyRate);
}

function noRate(request: Request, kind: QuantityKind, why: string): PricingFailure {
  const message = `No ${kind.rate} rate covers ${describeDay(request.day)} for ${request.what}: ${why}`;
  return failure('no-rate', message, { dates: [isoDate(request.day)], quantity: request.quantity });
}

/** The cost of moving a number of bags or people on a date with a luggage or transfer rate. */
export function priceQuantity(rate: unknown, input: QuantityRequest, kind: QuantityKind): QuantityPricing {
  const request = readRequest(input, kind);
  if (isFailure(request)) return request;
  const items = readRateItems<Record<string, unknown>>(rate);
  if (isFailure(items)) return items;
  if (request.quantity === 0) return priced([], [], request.currencyRate);
  const item = chooseItem(items, request.day);
  if (!item) return noRate(request, kind, `no item of ${rateNameOf(rate)} includes that day`);
  const brackets = readBrackets(item.item, `rate_items[${item.index}]`, kind.perUnit);
  if (isFailure(brackets)) return brackets;
  const bracket = chooseBracket(brackets, request.quantity);
  if (bracket) return priceBracket(item, bracket, request, kind);
  const ranges = brackets.map((b) => describeRange(b.from, b.to));
  const has = ranges.length === 0 ? 'has no brackets' : `has brackets for ${listSome(ranges, 5)}`;
  return noRate(request, kind, `${describeItem(item.item, item.index)} of ${rateNameOf(rate)} ${has}`);
}
