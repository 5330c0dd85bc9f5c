import { generalStatuses } from '@trips/shared/modules/trips/trips.constants';
import type { ZohoStatus } from '@trips/shared/modules/zoho/zoho.schema';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { localName } from '../../engine/i18n/local-name.ts';
import { sharedText } from '../../engine/i18n/shared-texts.ts';
import { listAccounts } from './zoho.accounts.ts';

const LINES = 50;
const iso = (v: Date | string | null | undefined) => (v ? new Date(v).toISOString() : null);

/**
 * Everything the Zoho screen shows, newest first, in the reader's language: the stored English errors,
 * reasons and revision lines through the catalogue; no secret is read.
 */
export async function readStatus(db: Database, isActive: boolean): Promise<ZohoStatus> {
  const accounts = await listAccounts(db);
  const states = await db.selectFrom('zoho_sync_state').selectAll().execute();
  const byId = new Map(states.map((s) => [s.zoho_account_id, s]));
  // One list of listed deals: without a trip they did not become one; with one, the trip needs someone
  // (shown while it is Pending, or for any other reason the mapping gave since).
  const listed = await db
    .selectFrom('zoho_unmatched as u')
    .innerJoin('zoho_accounts as a', 'a.id', 'u.zoho_account_id')
    .leftJoin('zoho_deals as d', (j) =>
      j.onRef('d.zoho_account_id', '=', 'u.zoho_account_id').onRef('d.deal_id', '=', 'u.deal_id'),
    )
    .leftJoin('trips_view as t', 't.id', 'd.trip_id')
    .leftJoin('statuses as s', (j) =>
      j.on('s.kind', '=', 'general').onRef('s.id', '=', 't.general_status_id'),
    )
    .select([localName('a').as('account_name'), 'u.deal_id', 'u.deal_name', 'u.reason', 'u.seen_at'])
    .select('u.task_id')
    .select(['t.id as trip_id', 't.trip_name', localName('s').as('general_status_name')])
    .where((eb) =>
      eb.or([
        eb('t.id', 'is', null),
        eb('t.general_status_id', '=', generalStatuses.pending),
        eb(sql<string>`d.written->>'attention'`, 'is distinct from', eb.ref('u.reason')),
      ]),
    )
    .orderBy('u.seen_at', 'desc')
    .limit(200)
    .execute();
  const dealOf = ({ trip_id, trip_name, general_status_name, ...deal }: (typeof listed)[number]) => ({
    ...deal,
    reason: sharedText(deal.reason),
    seen_at: iso(deal.seen_at)!,
  });
  const lines = (kind: 'revised' | 'ignored_comment') =>
    db
      .selectFrom('zoho_trip_lines as l')
      .innerJoin('trips_view as t', 't.id', 'l.trip_id')
      .select(['l.id', 'l.trip_id', 't.trip_name', 'l.deal_id', 'l.line', 'l.at'])
      .where('l.kind', '=', kind)
      .orderBy('l.at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(LINES)
      .execute();
  const shownLine = (l: Awaited<ReturnType<typeof lines>>[number]) => ({
    ...l,
    line: sharedText(l.line),
    at: iso(l.at)!,
  });
  return {
    success: true,
    is_active: isActive,
    accounts: accounts.map(({ id, name, is_active }) => {
      const s = byId.get(id);
      return {
        id,
        name,
        is_active,
        last_started_at: iso(s?.last_started_at),
        last_finished_at: iso(s?.last_finished_at),
        last_status: s?.last_status ?? '',
        last_created: s?.last_created ?? 0,
        last_updated: s?.last_updated ?? 0,
        last_unmatched: s?.last_unmatched ?? 0,
        last_error: sharedText(s?.last_error ?? ''),
        watermark: iso(s?.watermark),
      };
    }),
    unmatched: listed.filter((u) => u.trip_id === null).map(dealOf),
    attention: listed.flatMap((u) =>
      u.trip_id === null
        ? []
        : [
            {
              ...dealOf(u),
              trip_id: u.trip_id,
              trip_name: u.trip_name ?? '',
              general_status_name: u.general_status_name,
            },
          ],
    ),
    automated_trip_revised: (await lines('revised')).map(shownLine),
    ignore_comments: (await lines('ignored_comment')).map(shownLine),
  };
}
