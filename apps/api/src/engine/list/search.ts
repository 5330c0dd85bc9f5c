import type { ListQuery, ListResult } from '@trips/shared';
import { postgresPool } from '../../db/database.ts';
import { cappedCount } from './count.ts';
import { filteredQuery, type ListContext, pageQuery } from './query.ts';
import { withSavedFilter } from './saved-filter.ts';

/**
 * One page of a list. When the page shows the end of the list the total is known without counting;
 * otherwise a capped count runs (see count.ts). On PostgreSQL the count runs beside the page, on a
 * connection of its own, so a page costs the slower of the two queries rather than their sum; a list that
 * ends on its page is then counted for nothing, which costs the database its filter once more (a
 * planner estimate to tell such lists apart cost as much as it saved). PGlite has one connection: there
 * the count runs after the page, only when needed.
 */
export async function searchList(ctx: ListContext, body: ListQuery): Promise<ListResult<unknown>> {
  const state = await withSavedFilter(ctx, body);
  const count = () => cappedCount(ctx.db, filteredQuery(ctx, state));
  const [rows, early] = await Promise.all([
    pageQuery(ctx, state).execute(),
    postgresPool(ctx.db) ? count() : null,
  ]);
  const has_more = rows.length > state.count;
  const items = rows.slice(0, state.count);
  const offset = (state.page - 1) * state.count;
  const ended = !has_more && (items.length > 0 || state.page === 1);
  const totals = ended
    ? { all_count: offset + items.length, count_is_estimate: false }
    : (early ?? (await count()));
  return { items, ...totals, page: state.page, count: state.count, has_more };
}
