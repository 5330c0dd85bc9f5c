import { zohoErrorMessages as fails } from '@trips/shared/modules/zoho/zoho.messages';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../engine/jobs/clock.ts';
import { type ApplyOptions, applyDeal } from './zoho.apply.ts';
import { fetchDealsPage, type TokenHolder, type ZohoDeal } from './zoho.deals.ts';
import { ZohoError, type ZohoHosts } from './zoho.hosts.ts';
import { createZohoRepo, type RunCounts } from './zoho.repo.ts';
import type { TokenSource, ZohoCredentials } from './zoho.token.ts';

export interface SyncDeps {
  db: Database;
  clock: Clock;
  hosts: ZohoHosts;
  tokens: TokenSource;
}

/** The page's latest change: the watermark after it (deals come oldest change first). */
const latest = (deals: ZohoDeal[]) =>
  deals.reduce<Date | null>((max, d) => {
    const at = d.Modified_Time ? new Date(d.Modified_Time) : null;
    return at && !Number.isNaN(at.getTime()) && (!max || at > max) ? at : max;
  }, null);

/** One page in one transaction: its trips and the watermark they move, both or neither. */
async function writePage(
  deps: SyncDeps,
  accountId: number,
  deals: ZohoDeal[],
  counts: RunCounts,
  options: ApplyOptions,
) {
  const outcomes = await deps.db.transaction().execute(async (trx) => {
    const repo = createZohoRepo(trx);
    await repo.lockState(accountId);
    const now = deps.clock.now();
    const done = [];
    for (const deal of deals)
      if (deal?.id)
        done.push(await applyDeal(trx, accountId, { ...deal, id: String(deal.id) }, now, options));
    const watermark = latest(deals);
    if (watermark) await repo.setWatermark(accountId, watermark);
    return done;
  });
  for (const outcome of outcomes)
    if (outcome === 'created' || outcome === 'updated' || outcome === 'unmatched') counts[outcome] += 1;
}

/**
 * Reads the account's deals changed since its watermark (less the overlap) page by page. The run's counts
 * and error are kept for the settings screen; errors are thrown on (a 429 as ZohoRateLimited).
 */
export async function syncAccount(
  deps: SyncDeps,
  cred: ZohoCredentials,
  options: ApplyOptions,
): Promise<RunCounts> {
  const repo = createZohoRepo(deps.db);
  const counts: RunCounts = { created: 0, updated: 0, unmatched: 0 };
  await repo.started(cred.accountId, deps.clock.now());
  try {
    const state = await repo.state(cred.accountId);
    const since = state?.watermark
      ? new Date(new Date(state.watermark).getTime() - deps.hosts.overlapMs)
      : null;
    const auth: TokenHolder = {
      current: () => deps.tokens.get(cred),
      renew: () => deps.tokens.get(cred, true),
    };
    for (let page = 1; ; page += 1) {
      const { deals, more } = await fetchDealsPage(auth, since, page);
      await writePage(deps, cred.accountId, deals, counts, options);
      if (!more) break;
    }
    await repo.finished(cred.accountId, deps.clock.now(), counts, '');
    return counts;
  } catch (error) {
    // Zoho's own answers are messages already; anything else (the network, a bug) says the sync stopped.
    const detail = error instanceof Error ? error.message : String(error);
    const text = error instanceof ZohoError ? detail : detail ? fails.stopped(detail) : fails.unknown;
    await repo.finished(cred.accountId, deps.clock.now(), counts, text);
    throw error;
  }
}
