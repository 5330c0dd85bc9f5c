import type { RateKind } from '@trips/shared/modules/providers/provider-rates.schema';
import { priceFields } from '@trips/shared/pricing/constants';
import type { LuggageQty, NegotiatedPrices } from '@trips/shared/pricing/index';
import { sql } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { localName } from '../../../engine/i18n/local-name.ts';

export interface ItemValues extends NegotiatedPrices {
  rate_item_type_id: number;
  week_day_id: number;
  from_date: string;
  to_date: string;
}
export type QtyValues = Omit<LuggageQty, 'id' | 'price_type'> & {
  price_type: LuggageQty['price_type'] | null;
};

/** Inserts a row without id, updates one with id; either way returns the id. */
async function upsert<V extends object>(
  db: Database,
  table: 'provider_rates' | 'provider_rate_items' | 'provider_rate_qties',
  id: number | null | undefined,
  values: V,
): Promise<number> {
  if (id) {
    await db.updateTable(table).set(values).where('id', '=', id).execute();
    return id;
  }
  const row = await db
    .insertInto(table)
    .values(values as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function createRatesRepo(db: Database) {
  return {
    rates(providerId: number) {
      return db
        .selectFrom('provider_rates')
        .select(['id', 'kind', 'name'])
        .where('provider_id', '=', providerId)
        .orderBy('kind')
        .orderBy('position')
        .orderBy('id')
        .execute();
    },
    items(rateIds: number[]) {
      if (rateIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('provider_rate_items as i')
        .innerJoin('rate_item_types as t', 't.id', 'i.rate_item_type_id')
        .innerJoin('week_days as w', 'w.id', 'i.week_day_id')
        .select([
          'i.id',
          'i.rate_id',
          'i.rate_item_type_id',
          localName('t').as('rate_item_type_name'),
          'i.week_day_id',
        ])
        .select(['w.name as week_day_name', ...priceFields.map((f) => `i.${f}` as const)])
        .select([sql<string>`i.from_date::text`.as('from_date'), sql<string>`i.to_date::text`.as('to_date')])
        .where('i.rate_id', 'in', rateIds)
        .orderBy('i.position')
        .orderBy('i.id')
        .execute();
    },
    qties(itemIds: number[]) {
      if (itemIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('provider_rate_qties')
        .select(['id', 'item_id', 'from_qty', 'to_qty', 'amount', 'price_type'])
        .where('item_id', 'in', itemIds)
        .orderBy('position')
        .orderBy('id')
        .execute();
    },
    saveRate: (
      providerId: number,
      kind: RateKind,
      position: number,
      id: number | null | undefined,
      name: string,
    ) => upsert(db, 'provider_rates', id, { provider_id: providerId, kind, name, position }),
    saveItem: (rateId: number, position: number, id: number | null | undefined, item: ItemValues) =>
      upsert(db, 'provider_rate_items', id, { ...item, rate_id: rateId, position }),
    saveQty: (itemId: number, position: number, id: number | null | undefined, qty: QtyValues) =>
      upsert(db, 'provider_rate_qties', id, { ...qty, item_id: itemId, position }),
    async remove(table: 'provider_rates' | 'provider_rate_items' | 'provider_rate_qties', ids: number[]) {
      if (ids.length > 0) await db.deleteFrom(table).where('id', 'in', ids).execute();
    },
  };
}
export type RatesRepo = ReturnType<typeof createRatesRepo>;
