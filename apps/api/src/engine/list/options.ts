import { integer, rowId, text } from '@trips/shared';
import { type SqlBool, sql } from 'kysely';
import { z } from 'zod';
import type { ListContext } from './query.ts';
import { cleanText } from './values.ts';
import { containsText } from './where.ts';

export const defaultOptionsCount = 10;

export const optionsBody = z.object({
  search: text().max(500).optional().default(''),
  page: integer(1).optional().default(1),
  count: integer(1, 100).optional(),
  /** Resolves the names of values already chosen. */
  ids: z.array(rowId()).max(500).optional(),
});
export type OptionsBody = z.infer<typeof optionsBody> & Record<string, unknown>;

export const optionsResponse = z.object({
  items: z.array(z.object({ id: z.number(), name: z.string() })),
  has_more: z.boolean(),
});

/** A picker page: {id, name} by name, matched by "contains" on the name (or the binding's match). */
export async function listOptions(ctx: ListContext, body: OptionsBody) {
  const { db, auth, binding } = ctx;
  const options = binding.options!;
  const count = body.count ?? options.count ?? defaultOptionsCount;
  if (body.ids?.length === 0) return { items: [], has_more: false };
  let query = binding.baseQuery(db, auth);
  if (binding.rowScope) query = binding.rowScope(query, auth);
  if (options.narrow) query = options.narrow.apply(query, body);
  if (body.ids)
    query = query.where(sql<SqlBool>`${binding.id} in (${sql.join(body.ids.map((id) => sql`${id}::int8`))})`);
  const term = cleanText(body.search).trim();
  if (term) query = query.where(options.match ? options.match(term) : containsText(options.name, term));
  const rows = await query
    .select([sql<number>`${binding.id}`.as('id'), sql<string>`${options.name}`.as('name')])
    .orderBy(options.name)
    .orderBy(binding.id)
    .limit(count + 1)
    .offset((body.page - 1) * count)
    .execute();
  const items = rows.slice(0, count) as { id: number; name: string }[];
  return { items, has_more: rows.length > count };
}
