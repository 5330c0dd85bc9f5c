import { priceQuantity, type QuantityKind } from './quantity.ts';
import type { QuantityPricing } from './result.ts';
import type { LuggageRate, LuggageTransfer, PeopleTransfer, TransferRate } from './types.ts';

const luggage: QuantityKind = {
  rate: 'luggage',
  countField: 'luggages',
  one: 'bag',
  many: 'bags',
  perUnit: true,
};
const people: QuantityKind = {
  rate: 'transfer',
  countField: 'people',
  one: 'person',
  many: 'people',
  perUnit: false,
};

/** t_cost of a luggage transfer row: the bracket's amount × bags when 'per', the amount when 'total'. */
export function priceLuggageTransfer(rate: LuggageRate, transfer: LuggageTransfer): QuantityPricing {
  const input = transfer as Partial<LuggageTransfer> | null | undefined;
  const request = {
    date: input?.date,
    quantity: input?.luggages,
    currencyRate: input?.provider_currency_rate,
  };
  return priceQuantity(rate, request, luggage);
}

/** t_cost of a people transfer row: the amount of the people bracket is the total for the whole group. */
export function pricePeopleTransfer(rate: TransferRate, transfer: PeopleTransfer): QuantityPricing {
  const input = transfer as Partial<PeopleTransfer> | null | undefined;
  const request = { date: input?.date, quantity: input?.people, currencyRate: input?.provider_currency_rate };
  return priceQuantity(rate, request, people);
}
