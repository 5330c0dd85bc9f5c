import type { Database } from '../../db/database.ts';
import { later } from '../../engine/jobs/clock.ts';
import { enqueue } from '../../engine/jobs/enqueue.ts';
import type { SecretBox } from '../../engine/settings/secret-box.ts';
import { credentialsOf, type ZohoAccount, type ZohoSettings } from './zoho.accounts.ts';
import { ZohoRateLimited } from './zoho.hosts.ts';
import { createZohoRepo } from './zoho.repo.ts';
import { type SyncDeps, syncAccount } from './zoho.sync.ts';

export interface RunDeps extends SyncDeps {
  box: SecretBox;
  /** Asks the jobs runner to look soon (after a continuation was enqueued). */
  kick: () => void;
}

/** A sync that Zoho asked to wait continues as a job after Retry-After, on whichever server is free. */
export async function continueLater(db: Database, accountId: number, at: Date) {
  await enqueue(
    db,
    'zoho.sync',
    { accountId },
    { runAt: at, dedupeKey: `zoho.sync:${accountId}:${at.toISOString()}` },
  );
}

/**
 * Syncs one account and keeps its outcome for the settings screen; answers the error text ('' when it
 * went through). A 429 schedules the rest after Retry-After instead of failing.
 */
export async function runAccount(
  deps: RunDeps,
  account: ZohoAccount,
  settings: ZohoSettings,
): Promise<string> {
  let cred: ReturnType<typeof credentialsOf>;
  try {
    cred = credentialsOf(account, settings, deps.box);
  } catch (error) {
    const repo = createZohoRepo(deps.db);
    await repo.started(account.id, deps.clock.now());
    await repo.finished(
      account.id,
      deps.clock.now(),
      { created: 0, updated: 0, unmatched: 0 },
      (error as Error).message,
    );
    return (error as Error).message;
  }
  try {
    const counts = await syncAccount(deps, cred, { activate: settings.activateSyncedTrips });
    // New trips may have planned their booking requests (an Active trip): the runner takes them soon.
    if (counts.created > 0) deps.kick();
    return '';
  } catch (error) {
    if (!(error instanceof ZohoRateLimited)) throw error;
    await continueLater(deps.db, account.id, later(deps.clock.now(), error.retryAfterMs));
    deps.kick();
    return error.message;
  }
}
