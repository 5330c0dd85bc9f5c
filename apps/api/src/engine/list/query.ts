import type { ListQuery } from '@trips/shared';
import { type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { RequestAuth } from '../../plugins/access-guard.ts';
import type { ListBinding, ListQueryBuilder } from './binding.ts';
import { listConditions } from './where.ts';

const pageAlias = '__page';
const pageId = '__id';
const pageKey = '__key';

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

/** The page's ids in order: the filtered rows' id and sort key only, skipped by the offset. */
export function pageIdsQuery(ctx: ListContext, state: ListQuery) {
  const { binding } = ctx;
  // Ordered by the output names, so the sort expression is computed once a row (and its parameters once).
  return filteredQuery(ctx, state)
    .select([sql`${binding.id}`.as(pageId), sql`${binding.fields[state.order_by]}`.as(pageKey)])
    .orderBy(sql.ref(pageKey), state.order_type)
    .orderBy(sql.ref(pageId), state.order_type)
    .limit(state.count + 1)
    .offset((state.page - 1) * state.count);
}

/**
 * One page of rows, plus one row more to tell whether another page follows. The offset is applied to the
 * ids alone (pageIdsQuery, a subquery PostgreSQL keeps whole because of its LIMIT); the page's rows are
 * then joined back by id and only they compute their columns, so the names a row shows by scalar
 * subquery are never computed for the rows a deep page skips (DESIGN §9). The order is the ids' own:
 * the sort key they carry, then the id.
 */
export function pageQuery(ctx: ListContext, state: ListQuery) {
  const { db, auth, binding } = ctx;
  if (binding.pageInOnePass)
    return ordered(binding.select(filteredQuery(ctx, state)), binding, state)
      .limit(state.count + 1)
      .offset((state.page - 1) * state.count);
  const page = (column: string) => sql.ref(`${pageAlias}.${column}`);
  const rows = binding
    .baseQuery(db, auth)
    .innerJoin(pageIdsQuery(ctx, state).as(pageAlias), (join) =>
      join.on(sql<SqlBool>`${binding.id} = ${page(pageId)}`),
    );
  return binding
    .select(rows)
    .orderBy(page(pageKey), state.order_type)
    .orderBy(page(pageId), state.order_type);
}
