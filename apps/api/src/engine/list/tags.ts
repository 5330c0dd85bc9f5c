import type { Operator } from '@trips/shared';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { SqlExpr, TagLink } from './binding.ts';

/** has_any / has_all / has_none over the owner's link rows; ids are already parameters. */
export function tagsCondition(link: TagLink, ownerId: SqlExpr, op: Operator, ids: RawBuilder<unknown>[]) {
  const table = sql`${sql.table(link.linkTable)} as tl`;
  const owner = sql.ref(`tl.${link.ownerColumn}`);
  const tag = sql.ref(`tl.${link.tagColumn}`);
  const matching = sql`from ${table} where ${owner} = ${ownerId} and ${tag} in (${sql.join(ids)})`;
  if (op === 'has_none') return sql<SqlBool>`not exists (select 1 ${matching})`;
  if (op === 'has_all') return sql<SqlBool>`(select count(distinct ${tag}) ${matching}) = ${ids.length}`;
  return sql<SqlBool>`exists (select 1 ${matching})`;
}
