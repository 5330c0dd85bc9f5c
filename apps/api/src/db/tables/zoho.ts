import type { ColumnType, Generated } from 'kysely';
import type { Json, Timestamp } from './columns.ts';

/** A moment that may be unset. */
type Moment = ColumnType<Date | null, Date | null | undefined, Date | null>;

/** Zoho CRM sync (migration 0024). */
export interface ZohoTables {
  zoho_sync_state: {
    zoho_account_id: number;
    watermark: Moment;
    access_token: Generated<string>;
    token_expires_at: Moment;
    api_domain: Generated<string>;
    last_started_at: Moment;
    last_finished_at: Moment;
    last_status: Generated<string>;
    last_created: Generated<number>;
    last_updated: Generated<number>;
    last_unmatched: Generated<number>;
    last_error: Generated<string>;
  };
  zoho_deals: {
    zoho_account_id: number;
    deal_id: string;
    trip_id: number | null;
    written: Json<Record<string, unknown>>;
    modified_time: Moment;
  };
  zoho_unmatched: {
    zoho_account_id: number;
    deal_id: string;
    deal_name: string;
    reason: string;
    seen_at: Timestamp;
    task_id: number | null;
  };
  zoho_trip_lines: {
    id: Generated<number>;
    trip_id: number;
    deal_id: string;
    kind: 'revised' | 'ignored_comment';
    line: string;
    at: Timestamp;
  };
}
