import type { Database } from '../../db/database.ts';

export interface RunCounts {
  created: number;
  updated: number;
  unmatched: number;
}

/** The sync's own tables (migration 0024); trips are written only through the trips module. */
export function createZohoRepo(db: Database) {
  const ensureState = (accountId: number) =>
    db
      .insertInto('zoho_sync_state')
      .values({ zoho_account_id: accountId })
      .onConflict((oc) => oc.column('zoho_account_id').doNothing())
      .execute();

  return {
    state: (accountId: number) =>
      db
        .selectFrom('zoho_sync_state')
        .selectAll()
        .where('zoho_account_id', '=', accountId)
        .executeTakeFirst(),

    async saveToken(accountId: number, sealed: string, expiresAt: Date, apiDomain: string) {
      await ensureState(accountId);
      await db
        .updateTable('zoho_sync_state')
        .set({ access_token: sealed, token_expires_at: expiresAt, api_domain: apiDomain })
        .where('zoho_account_id', '=', accountId)
        .execute();
    },

    /** Locks the account's state for the transaction: one writer of an account's deals at a time. */
    async lockState(accountId: number) {
      await ensureState(accountId);
      return db
        .selectFrom('zoho_sync_state')
        .select('watermark')
        .where('zoho_account_id', '=', accountId)
        .forUpdate()
        .executeTakeFirstOrThrow();
    },

    setWatermark: (accountId: number, watermark: Date) =>
      db
        .updateTable('zoho_sync_state')
        .set({ watermark })
        .where('zoho_account_id', '=', accountId)
        .where((eb) => eb.or([eb('watermark', 'is', null), eb('watermark', '<', watermark)]))
        .execute(),

    async started(accountId: number, at: Date) {
      await ensureState(accountId);
      await db
        .updateTable('zoho_sync_state')
        .set({ last_started_at: at, last_status: 'running', last_error: '' })
        .where('zoho_account_id', '=', accountId)
        .execute();
    },

    finished: (accountId: number, at: Date, counts: RunCounts, error: string) =>
      db
        .updateTable('zoho_sync_state')
        .set({
          last_finished_at: at,
          last_status: error ? 'failed' : 'ok',
          last_error: error.slice(0, 1000),
          last_created: counts.created,
          last_updated: counts.updated,
          last_unmatched: counts.unmatched,
        })
        .where('zoho_account_id', '=', accountId)
        .execute(),

    deal: (accountId: number, dealId: string) =>
      db
        .selectFrom('zoho_deals')
        .selectAll()
        .where('zoho_account_id', '=', accountId)
        .where('deal_id', '=', dealId)
        .executeTakeFirst(),

    saveDeal: (accountId: number, dealId: string, tripId: number, written: object, modified: Date | null) =>
      db
        .insertInto('zoho_deals')
        .values({
          zoho_account_id: accountId,
          deal_id: dealId,
          trip_id: tripId,
          written: JSON.stringify(written),
          modified_time: modified,
        })
        .onConflict((oc) =>
          oc.columns(['zoho_account_id', 'deal_id']).doUpdateSet({
            trip_id: tripId,
            written: JSON.stringify(written),
            modified_time: modified,
          }),
        )
        .execute(),

    unmatched: (accountId: number, dealId: string) =>
      db
        .selectFrom('zoho_unmatched')
        .selectAll()
        .where('zoho_account_id', '=', accountId)
        .where('deal_id', '=', dealId)
        .executeTakeFirst(),

    saveUnmatched: (
      row: { accountId: number; dealId: string; name: string; reason: string; taskId: number | null },
      at: Date,
    ) =>
      db
        .insertInto('zoho_unmatched')
        .values({
          zoho_account_id: row.accountId,
          deal_id: row.dealId,
          deal_name: row.name,
          reason: row.reason,
          seen_at: at,
          task_id: row.taskId,
        })
        .onConflict((oc) =>
          oc
            .columns(['zoho_account_id', 'deal_id'])
            .doUpdateSet({ deal_name: row.name, reason: row.reason, seen_at: at }),
        )
        .execute(),

    matched: (accountId: number, dealId: string) =>
      db
        .deleteFrom('zoho_unmatched')
        .where('zoho_account_id', '=', accountId)
        .where('deal_id', '=', dealId)
        .execute(),

    addLines: async (
      tripId: number,
      dealId: string,
      kind: 'revised' | 'ignored_comment',
      lines: string[],
      at: Date,
    ) => {
      if (lines.length === 0) return;
      await db
        .insertInto('zoho_trip_lines')
        .values(lines.map((line) => ({ trip_id: tripId, deal_id: dealId, kind, line, at })))
        .execute();
    },
  };
}
export type ZohoRepo = ReturnType<typeof createZohoRepo>;
