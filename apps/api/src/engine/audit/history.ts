import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** One saved change as the history screens show it: who, when, what, and each field's before and after. */
export interface HistoryItem {
  id: number;
  action: string;
  subject: string | null;
  user_id: number | null;
  user_name: string | null;
  created_at: string;
  changes: { field: string; before: unknown; after: unknown }[];
}

export const historyPageSize = 25;

/**
 * The audit entries of one entity (including those of its parts, named by `subject`), newest first,
 * paged as the spec's history lists are: items, has_more, all_count.
 */
export async function readHistory(db: Database, entity: string, entityId: number, page: number) {
  const base = db
    .selectFrom('audit_log as a')
    .where('a.entity', '=', entity)
    .where('a.entity_id', '=', entityId);
  const [rows, total] = await Promise.all([
    base
      .leftJoin('users as u', 'u.id', 'a.user_id')
      .select([
        'a.id',
        'a.action',
        'a.subject',
        'a.user_id',
        'a.changes',
        sql<string | null>`u.first_name || ' ' || u.last_name`.as('user_name'),
        sql<string>`to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(
          'created_at',
        ),
      ])
      .orderBy('a.id', 'desc')
      .limit(historyPageSize + 1)
      .offset((page - 1) * historyPageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const items: HistoryItem[] = rows.slice(0, historyPageSize).map((row) => ({
    ...row,
    changes: Object.entries(row.changes as Record<string, [unknown, unknown]>).map(
      ([field, [before, after]]) => ({
        field,
        before,
        after,
      }),
    ),
  }));
  return { items, has_more: rows.length > historyPageSize, all_count: Number(total.n) };
}
