import { activeFilters, type ListQuery, sanitizeState } from '@trips/shared';
import { notFound } from '../../http/errors.ts';
import type { ListContext } from './query.ts';
import { createSavedFiltersRepo } from './saved-filters.repo.ts';

const maxRowId = 2_147_483_647;

export const filterNotFound = () => notFound('unable to find filter');

/** The stored filter object behind filter_id: the user's own saved filter, or a preset of the binding. */
async function savedFilters(ctx: ListContext, id: number): Promise<unknown> {
  if (id <= 0) {
    const preset = ctx.binding.presets?.[id];
    if (!preset) throw filterNotFound();
    return preset(ctx.auth);
  }
  if (id > maxRowId) throw filterNotFound();
  const saved = await createSavedFiltersRepo(ctx.db).find(ctx.auth.userId, id);
  if (!saved || saved.list !== ctx.binding.descriptor.name) throw filterNotFound();
  return saved.filters;
}

/**
 * A filter_id is always checked (a foreign or unknown one is a 404). Its filters and search apply only
 * when the body brings none of its own; the body's order, page and count stay.
 */
export async function withSavedFilter(ctx: ListContext, state: ListQuery): Promise<ListQuery> {
  if (state.filter_id === null) return state;
  const stored = await savedFilters(ctx, state.filter_id);
  const d = ctx.binding.descriptor;
  if (activeFilters(d, state).length > 0 || state.search.trim() !== '') return state;
  const saved = sanitizeState(d, stored);
  const fields = Object.fromEntries(d.fieldNames.map((n) => [n, saved[n]]));
  return { ...state, ...fields, search: saved.search } as ListQuery;
}
