import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProviderRates, SaveRatesBody } from '@trips/shared/modules/providers/provider-rates.schema';
import {
  ANY_WEEK_DAY,
  type AnyRate,
  DEFAULT_FROM_QTY,
  DEFAULT_PRICE_TYPE,
  DEFAULT_RATE_ITEM_TYPE,
  type LuggageQty,
  type LuggageRate,
  type NegotiatedRate,
  OPEN_ENDED_QTY,
  type QuantityRateItem,
  type TransferRate,
} from '@trips/shared/pricing/index';

export type RateKind = 'negotiated' | 'luggage' | 'transfer';
export const rateKindLabels: Record<RateKind, MessageDescriptor> = {
  negotiated: msg`Negotiated accommodation rates`,
  luggage: msg`Luggage rates`,
  transfer: msg`Transfer rates`,
};
/** How a new rate's name box of each kind is announced. */
export const newRateNameLabels: Record<RateKind, MessageDescriptor> = {
  negotiated: msg`New negotiated accommodation rate name`,
  luggage: msg`New luggage rate name`,
  transfer: msg`New transfer rate name`,
};
/** The name of a kind's first rate (spec part 2 §4). */
export const FIRST_RATE_NAME = 'firstRate';

/**
 * The rates editor (spec part 2 §4): every rate of the provider as it now stands, and the saved rates,
 * items and quantity rows removed in this session, deleted on Save.
 */
export interface RatesDraft {
  negotiated: NegotiatedRate[];
  luggage: LuggageRate[];
  transfer: TransferRate[];
  deleted: { rates: number[]; items: number[]; qties: number[] };
}

type Where = { kind: RateKind; rate: number };
type AtItem = Where & { item: number };
type AtQty = AtItem & { qty: number };
type Item = AnyRate['rate_items'][number];
type Qty = QuantityRateItem<LuggageQty>['qties'][number];

export type RatesAction =
  | { type: 'addRate'; kind: RateKind; name: string }
  | ({ type: 'renameRate'; name: string } & Where)
  | ({ type: 'removeRate' } & Where)
  | ({ type: 'addItem'; today: string } & Where)
  | ({ type: 'editItem'; patch: Partial<Item> } & AtItem)
  | ({ type: 'removeItem' } & AtItem)
  | ({ type: 'addQty' } & AtItem)
  | ({ type: 'editQty'; patch: Partial<Qty> } & AtQty)
  | ({ type: 'removeQty' } & AtQty)
  | { type: 'load'; draft: RatesDraft };

export const ratesDraftOf = (rates: Pick<ProviderRates, RateKind>): RatesDraft => ({
  negotiated: rates.negotiated,
  luggage: rates.luggage,
  transfer: rates.transfer,
  deleted: { rates: [], items: [], qties: [] },
});

/** A kind's new rate is named 'firstRate' when it is the first; afterwards the user names it. */
export const suggestedName = (draft: RatesDraft, kind: RateKind) =>
  draft[kind].length === 0 ? FIRST_RATE_NAME : '';

const idOf = (row: { id?: number | null }) => (row.id ? [row.id] : []);
const without = <T>(list: readonly T[], index: number) => list.filter((_, i) => i !== index);
const replaced = <T>(list: readonly T[], index: number, next: (row: T) => T) =>
  list.map((row, i) => (i === index ? next(row) : row));

export const newQty = (kind: RateKind): Qty =>
  kind === 'luggage'
    ? { from_qty: DEFAULT_FROM_QTY, to_qty: OPEN_ENDED_QTY, amount: null, price_type: DEFAULT_PRICE_TYPE }
    : ({ from_qty: DEFAULT_FROM_QTY, to_qty: OPEN_ENDED_QTY, amount: null } as Qty);

/** A new item covers today to the end of the year, any week day, with one open bracket for quantities. */
export function newItem(kind: RateKind, today: string): Item {
  const dated = {
    rate_item_type_id: DEFAULT_RATE_ITEM_TYPE,
    week_day_id: ANY_WEEK_DAY,
    from_date: today,
    to_date: `${today.slice(0, 4)}-12-31`,
  };
  return kind === 'negotiated' ? dated : { ...dated, qties: [newQty(kind)] };
}

function newRate(kind: RateKind, name: string): AnyRate {
  return kind === 'negotiated' ? { name, rate_items: [] } : { name, type: kind, rate_items: [] };
}

type Rates = AnyRate[];
const ratesOf = (draft: RatesDraft, kind: RateKind) => draft[kind] as Rates;
const withRates = (draft: RatesDraft, kind: RateKind, rates: Rates): RatesDraft => ({
  ...draft,
  [kind]: rates,
});

function onItems(draft: RatesDraft, at: Where, next: (items: Item[]) => Item[]) {
  const rates = replaced(ratesOf(draft, at.kind), at.rate, (rate) => ({
    ...rate,
    rate_items: next(rate.rate_items as Item[]),
  })) as Rates;
  return withRates(draft, at.kind, rates);
}

function onQties(draft: RatesDraft, at: AtItem, next: (qties: Qty[]) => Qty[]) {
  return onItems(draft, at, (items) =>
    replaced(items, at.item, (item) => ({ ...item, qties: next((item as { qties: Qty[] }).qties) })),
  );
}

const queue = (draft: RatesDraft, part: keyof RatesDraft['deleted'], ids: number[]): RatesDraft => ({
  ...draft,
  deleted: { ...draft.deleted, [part]: [...draft.deleted[part], ...ids] },
});

/** Every edit of the rates editor; removing a saved row queues its id (its own rows go with it). */
export function ratesReducer(draft: RatesDraft, action: RatesAction): RatesDraft {
  switch (action.type) {
    case 'addRate':
      return withRates(draft, action.kind, [
        ...ratesOf(draft, action.kind),
        newRate(action.kind, action.name),
      ]);
    case 'renameRate':
      return withRates(
        draft,
        action.kind,
        replaced(ratesOf(draft, action.kind), action.rate, (r) => ({ ...r, name: action.name })),
      );
    case 'removeRate': {
      const rate = ratesOf(draft, action.kind)[action.rate];
      const next = withRates(draft, action.kind, without(ratesOf(draft, action.kind), action.rate));
      return rate ? queue(next, 'rates', idOf(rate)) : draft;
    }
    case 'addItem':
      return onItems(draft, action, (items) => [...items, newItem(action.kind, action.today)]);
    case 'editItem':
      return onItems(draft, action, (items) =>
        replaced(items, action.item, (i) => ({ ...i, ...action.patch })),
      );
    case 'removeItem': {
      const item = ratesOf(draft, action.kind)[action.rate]?.rate_items[action.item];
      if (!item) return draft;
      return queue(
        onItems(draft, action, (items) => without(items, action.item)),
        'items',
        idOf(item),
      );
    }
    case 'addQty':
      return onQties(draft, action, (qties) => [...qties, newQty(action.kind)]);
    case 'editQty':
      return onQties(draft, action, (qties) =>
        replaced(qties, action.qty, (q) => ({ ...q, ...action.patch })),
      );
    case 'removeQty': {
      const item = ratesOf(draft, action.kind)[action.rate]?.rate_items[action.item] as
        | { qties: Qty[] }
        | undefined;
      const qty = item?.qties[action.qty];
      if (!qty) return draft;
      return queue(
        onQties(draft, action, (qties) => without(qties, action.qty)),
        'qties',
        idOf(qty),
      );
    }
    case 'load':
      return action.draft;
  }
}

export const saveBody = (draft: RatesDraft, version: number): SaveRatesBody => ({
  version,
  negotiated: draft.negotiated,
  luggage: draft.luggage,
  transfer: draft.transfer,
  deleted_rate_ids: draft.deleted.rates,
  deleted_item_ids: draft.deleted.items,
  deleted_qty_ids: draft.deleted.qties,
});

export const ratesChanged = (draft: RatesDraft, loaded: RatesDraft) =>
  JSON.stringify(draft) !== JSON.stringify(loaded);
