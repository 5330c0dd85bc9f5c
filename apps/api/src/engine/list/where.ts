import {
  activeFilters,
  type FieldFilter,
  type FilterValue,
  isBlank,
  type ListQuery,
  type ResolvedField,
} from '@trips/shared';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Condition, ListBinding, SqlExpr } from './binding.ts';
import { dateCondition } from './dates.ts';
import { tagsCondition } from './tags.ts';
import { cleanText, idParam, likePattern, numberParam, unique } from './values.ts';

const any = (parts: RawBuilder<SqlBool>[]) => sql<SqlBool>`(${sql.join(parts, sql` or `)})`;

/** "contains" as ILIKE with %, _ and \ escaped, so the term is matched literally. */
export const containsText = (e: SqlExpr, term: string) => sql<SqlBool>`${e} ilike ${likePattern(term)}`;

/** `match`: what "contains" reads (see ListBinding.matchFields); "is" compares the value as shown. */
function textCondition(e: SqlExpr, match: SqlExpr, filter: FieldFilter, present: FilterValue[]) {
  const terms = present.map((v) => cleanText(String(v)));
  if (filter.option_type === 'is')
    return sql<SqlBool>`lower(${e}) in (${sql.join(terms.map((t) => sql`lower(${t})`))})`;
  return any(terms.map((t) => containsText(match, t)));
}

function numericCondition(e: SqlExpr, filter: FieldFilter, present: FilterValue[]) {
  if (filter.option_type === 'is')
    return sql<SqlBool>`${e} in (${sql.join(present.map((v) => numberParam(v as number)))})`;
  const [from, to] = filter.values;
  const parts: RawBuilder<SqlBool>[] = [];
  if (!isBlank(from)) parts.push(sql`${e} >= ${numberParam(from as number)}`);
  if (!isBlank(to)) parts.push(sql`${e} <= ${numberParam(to as number)}`);
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/** A days-from-today filter on the date column itself: whole days, so a range's ends round inwards. */
// Days further than this from today match no date a record holds, and beyond PostgreSQL's dates they fail.
const FARTHEST_DAYS = 1_000_000;

function dayOffsetCondition(day: SqlExpr, filter: FieldFilter, present: FilterValue[]) {
  const dayIn = (n: number) =>
    sql`current_date + ${Math.max(-FARTHEST_DAYS, Math.min(FARTHEST_DAYS, n))}::int`;
  if (filter.option_type === 'is') {
    const days = (present as number[]).filter(Number.isInteger);
    return days.length ? sql<SqlBool>`${day} in (${sql.join(days.map(dayIn))})` : sql<SqlBool>`false`;
  }
  const [from, to] = filter.values;
  const parts: RawBuilder<SqlBool>[] = [];
  if (!isBlank(from)) parts.push(sql`${day} >= ${dayIn(Math.ceil(from as number))}`);
  if (!isBlank(to)) parts.push(sql`${day} <= ${dayIn(Math.floor(to as number))}`);
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/** One active filter as SQL. Rows of one filter are alternatives (OR / IN); filters are combined with AND. */
function fieldCondition(b: ListBinding, name: string, field: ResolvedField, filter: FieldFilter): Condition {
  const present = unique(filter.values.filter((v) => !isBlank(v)));
  const e = b.fields[name];
  switch (field.kind) {
    case 'text':
      return textCondition(e, b.matchFields?.[name] ?? e, filter, present);
    case 'numeric':
    case 'percentage': {
      const day = b.dayOffsetFields?.[name];
      return day ? dayOffsetCondition(day, filter, present) : numericCondition(e, filter, present);
    }
    case 'date':
      return dateCondition(name, e, filter, present);
    case 'boolean':
      return sql<SqlBool>`${e} in (${sql.join(present.map((v) => sql`${v}::boolean`))})`;
    case 'autocomplete': {
      const link = b.tags?.[name];
      if (link) {
        // 'is' over a tag link: the chosen tags are alternatives, as every filter's values are.
        const ids = unique(present.map(String)).map((v) => idParam(name, v, false));
        return tagsCondition(link, link.ownerId ?? b.id, 'has_any', ids);
      }
      const ids = present.map((v) => idParam(name, v, b.textIds?.includes(name) ?? false));
      return sql<SqlBool>`${e} in (${sql.join(ids)})`;
    }
    case 'tags': {
      const ids = unique(present.map(String)).map((v) => idParam(name, v, false));
      return tagsCondition(b.tags![name], b.tags![name]!.ownerId ?? b.id, filter.option_type, ids);
    }
  }
}

function searchCondition(b: ListBinding, term: string): Condition {
  if (b.search) return b.search(term);
  const d = b.descriptor;
  const texts = d.fieldNames.filter((n) => d.fields[n].kind === 'text');
  return any(texts.map((n) => containsText(b.matchFields?.[n] ?? b.fields[n], term)));
}

/** Every condition a list state puts on the rows: its active filters and the search box. */
export function listConditions(b: ListBinding, state: ListQuery): Condition[] {
  const d = b.descriptor;
  const conditions = activeFilters(d, state).map(([n, f]) => fieldCondition(b, n, d.fields[n], f));
  const term = cleanText(state.search).trim();
  if (term) conditions.push(searchCondition(b, term));
  return conditions;
}
