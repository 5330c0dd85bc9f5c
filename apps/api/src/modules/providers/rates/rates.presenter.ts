import type { ProviderRates } from '@trips/shared/modules/providers/provider-rates.schema';
import type { LuggageRate, NegotiatedRate, TransferRate } from '@trips/shared/pricing/index';
import type { RatesRepo } from './rates.repo.ts';

type Item = Awaited<ReturnType<RatesRepo['items']>>[number];
type Qty = Awaited<ReturnType<RatesRepo['qties']>>[number];

const groupBy = <T, K>(rows: T[], key: (row: T) => K) => {
  const groups = new Map<K, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return (k: K) => groups.get(k) ?? [];
};

const qtyOf = ({ item_id, price_type, ...qty }: Qty) => ({ ...qty, price_type: price_type ?? 'per' });
const peopleQtyOf = ({ item_id, price_type, ...qty }: Qty) => qty;

/** Every rate of a provider in the editor's shapes (spec part 2 §3), in their saved order. */
/** A provider's rates of every kind, without the version. */
export type RateSet = Omit<ProviderRates, 'version'>;

export async function loadRates(repo: RatesRepo, providerId: number): Promise<RateSet> {
  const rates = await repo.rates(providerId);
  const items = await repo.items(rates.map((r) => r.id));
  const qties = await repo.qties(items.map((i) => i.id));
  const itemsOf = groupBy(items, (i) => i.rate_id);
  const qtiesOf = groupBy(qties, (q) => q.item_id);
  const ofKind = (kind: string) => rates.filter((r) => r.kind === kind);
  const negotiated: NegotiatedRate[] = ofKind('negotiated').map(({ id, name }) => ({
    id,
    name,
    rate_items: itemsOf(id).map(({ rate_id, rate_item_type_name, week_day_name, ...item }: Item) => item),
  }));
  const quantityItems = (rateId: number) =>
    itemsOf(rateId).map(
      ({ id, rate_item_type_id, rate_item_type_name, week_day_id, week_day_name, from_date, to_date }) => ({
        id,
        rate_item_type_id,
        rate_item_type_name,
        week_day_id,
        week_day_name,
        from_date,
        to_date,
        qties: qtiesOf(id),
      }),
    );
  const luggage: LuggageRate[] = ofKind('luggage').map(({ id, name }) => ({
    id,
    name,
    type: 'luggage',
    rate_items: quantityItems(id).map((item) => ({ ...item, qties: item.qties.map(qtyOf) })),
  }));
  const transfer: TransferRate[] = ofKind('transfer').map(({ id, name }) => ({
    id,
    name,
    type: 'transfer',
    rate_items: quantityItems(id).map((item) => ({ ...item, qties: item.qties.map(peopleQtyOf) })),
  }));
  return { negotiated, luggage, transfer };
}
