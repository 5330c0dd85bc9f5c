import { type RateKind, rateKinds } from '@trips/shared/modules/providers/provider-rates.schema';
import type { AnyRate, LuggageQty, TransferQty } from '@trips/shared/pricing/index';
import type { Database } from '../../../db/database.ts';
import { recordChange } from '../../../engine/audit/audit.ts';
import { lockAndCheck } from '../../../engine/edits/lock-and-check.ts';
import { conflict } from '../../../http/errors.ts';
import { ok } from '../../../http/ok.ts';
import { createLookupsRepo } from '../../lookups/index.ts';
import { createProvidersRepo } from '../providers.repo.ts';
import { editorVersion } from '../providers.service.ts';
import { checkRatesSave, type SaveRates } from './rates.check.ts';
import { loadRates } from './rates.presenter.ts';
import { createRatesRepo, type ItemValues, type RatesRepo } from './rates.repo.ts';

export const staleRatesMessage =
  "This provider's rates were changed by someone else. Reload to see their changes; your edits are kept on screen.";

/** Writes one rate with its items and quantity rows in their listed order. */
export async function writeRate(
  repo: RatesRepo,
  providerId: number,
  kind: RateKind,
  position: number,
  rate: AnyRate,
) {
  const rateId = await repo.saveRate(providerId, kind, position, rate.id, rate.name.trim());
  for (const [i, item] of rate.rate_items.entries()) {
    const { id, qties, rate_item_type_name, week_day_name, ...values } = item as ItemValues & {
      id?: number | null;
      qties?: (TransferQty & Partial<LuggageQty>)[];
      rate_item_type_name?: string;
      week_day_name?: string;
    };
    const itemId = await repo.saveItem(rateId, i, id, values);
    for (const [j, { id: qtyId, ...qty }] of (qties ?? []).entries())
      await repo.saveQty(itemId, j, qtyId, {
        ...qty,
        price_type: kind === 'luggage' ? (qty.price_type ?? 'per') : null,
      });
  }
}

export function createRatesService(db: Database) {
  return {
    async get(providerId: number) {
      const version = await editorVersion(db, providerId, 'rates_version', false);
      return { success: true as const, version, ...(await loadRates(createRatesRepo(db), providerId)) };
    },

    /** The whole editor in one transaction: rows written in order, queued rows deleted, or nothing at all. */
    async save(userId: number, providerId: number, body: SaveRates) {
      const rates = await db.transaction().execute(async (trx) => {
        const repo = createRatesRepo(trx);
        const version = await lockAndCheck(
          editorVersion(trx, providerId, 'rates_version', true),
          body.version,
          {
            stale: () => conflict(staleRatesMessage),
          },
        );
        const before = await loadRates(repo, providerId);
        const itemTypes = await createLookupsRepo(trx).list('rate_item_types');
        checkRatesSave(body, before, new Set(itemTypes.map((t) => t.id)));
        for (const kind of rateKinds)
          for (const [position, rate] of (body[kind] as AnyRate[]).entries())
            await writeRate(repo, providerId, kind, position, rate);
        await repo.remove('provider_rate_qties', body.deleted_qty_ids);
        await repo.remove('provider_rate_items', body.deleted_item_ids);
        await repo.remove('provider_rates', body.deleted_rate_ids);
        await createProvidersRepo(trx).bump(providerId, 'rates_version');
        const after = await loadRates(repo, providerId);
        await recordChange(trx, {
          entity: 'provider_rates',
          entityId: providerId,
          action: 'update',
          userId,
          before: { ...before },
          after: { ...after },
        });
        return { version: version + 1, ...after };
      });
      return { ...ok('Rates saved'), ...rates };
    },
  };
}
