import type { ListQuery } from '@trips/shared';
import type { Database } from '../../db/database.ts';
import type { RequestAuth } from '../../plugins/access-guard.ts';
import type { ListBinding, ListQueryBuilder } from './binding.ts';
import { listConditions } from './where.ts';

/** Everything one list request needs to build its SQL. */
export interface ListContext {
  db: Database;
  auth: RequestAuth;
  binding: ListBinding;
}

/** The base query narrowed to the user's rows and the state's filters; no select, no order. */
export function filteredQuery({ db, auth, binding }: ListContext, state: ListQuery): ListQueryBuilder {
  let query = binding.baseQuery(db, auth);
  if (binding.rowScope) query = binding.rowScope(query, auth);
  for (const condition of listConditions(binding, state)) query = query.where(condition);
  return query;
}

/** The state's order, with the id in the same direction so one (field, id) index serves both ways. */
export function ordered(query: ListQueryBuilder, binding: ListBinding, state: ListQuery) {
  return query
    .orderBy(binding.fields[state.order_by], state.order_type)
    .orderBy(binding.id, state.order_type);
}

/** One page of rows, plus one row more to tell whether another page follows. */
export function pageQuery(ctx: ListContext, state: ListQuery) {
  const rows = ctx.binding.select(filteredQuery(ctx, state));
  return ordered(rows, ctx.binding, state)
    .limit(state.count + 1)
    .offset((state.page - 1) * state.count);
}
