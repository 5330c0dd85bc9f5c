import type { ListQuery, ListResult } from '@trips/shared';
import { cappedCount } from './count.ts';
import { filteredQuery, type ListContext, pageQuery } from './query.ts';
import { withSavedFilter } from './saved-filter.ts';

/**
 * One page of a list. When the page shows the end of the list the total is known without counting;
 * otherwise a capped count runs (see count.ts).
 */
export async function searchList(ctx: ListContext, body: ListQuery): Promise<ListResult<unknown>> {
  const state = await withSavedFilter(ctx, body);
  const rows = await pageQuery(ctx, state).execute();
  const has_more = rows.length > state.count;
  const items = rows.slice(0, state.count);
  const offset = (state.page - 1) * state.count;
  const ended = !has_more && (items.length > 0 || state.page === 1);
  const totals = ended
    ? { all_count: offset + items.length, count_is_estimate: false }
    : await cappedCount(ctx.db, filteredQuery(ctx, state));
  return { items, ...totals, page: state.page, count: state.count, has_more };
}
