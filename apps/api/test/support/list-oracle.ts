import { type FieldFilter, fullRights, type ResolvedField } from '@trips/shared';
import { sql } from 'kysely';
import type { Database } from '../../src/db/database.ts';
import type { ListBinding } from '../../src/engine/list/binding.ts';
import type { RequestAuth } from '../../src/plugins/access-guard.ts';

export type Row = { id: number } & Record<string, unknown>;
const adminAuth: RequestAuth = { userId: 1, sessionId: 0, rights: fullRights() };

function base(db: Database, b: ListBinding) {
  const query = b.baseQuery(db, adminAuth);
  return b.rowScope ? b.rowScope(query, adminAuth) : query;
}

/**
 * Every row's raw field values, read straight through the binding's expressions: dates as YYYY-MM-DD in
 * the database's calendar, tags (and autocompletes over a tag link) as id lists. The engine's answers are
 * checked against these.
 */
export async function truthRows(db: Database, b: ListBinding): Promise<Row[]> {
  const d = b.descriptor;
  const columns = d.fieldNames.map((n) => {
    const field = d.fields[n];
    if (field.kind === 'date') return sql`(${b.fields[n]})::date::text`.as(n);
    const link = b.tags?.[n];
    if (!link) return sql`${b.fields[n]}`.as(n);
    return sql`array(select ${sql.ref(link.tagColumn)} from ${sql.table(link.linkTable)}
      where ${sql.ref(link.ownerColumn)} = ${link.ownerId ?? b.id})`.as(n);
  });
  return base(db, b)
    .select([sql`${b.id}`.as('id'), ...columns])
    .execute() as Promise<Row[]>;
}

/** Each row's rank under ORDER BY the sort key alone (ties share a rank). */
export async function ranks(db: Database, b: ListBinding, key: string, dir: 'asc' | 'desc') {
  const rows = await base(db, b)
    .select([sql`${b.id}`.as('id'), sql`rank() over (order by ${b.fields[key]} ${sql.raw(dir)})`.as('r')])
    .execute();
  return new Map(rows.map((r) => [Number(r.id), Number(r.r)]));
}

/** The first day of in_the_last N units and the last day of due_in N units, in the database's calendar. */
export async function spanBounds(db: Database, n: number, unit: string) {
  const i = sql`${n}::int * ${sql.raw(`interval '1 ${unit}'`)}`;
  const { rows } = await sql<{
    today: string;
    back: string;
    ahead: string;
  }>`select current_date::text as today,
    (current_date - ${i})::date::text as back, (current_date + ${i})::date::text as ahead`.execute(db);
  return rows[0];
}

export interface Case {
  filter: FieldFilter;
  matches(value: unknown): boolean;
}

const lower = (v: unknown) => String(v).toLowerCase();
const inRange = (v: unknown, from: unknown, to: unknown) =>
  v !== null &&
  (from === '' || (v as number | string) >= (from as number | string)) &&
  (to === '' || (v as number | string) <= (to as number | string));

/** A readable ASCII part of a value: "contains" must find it whatever the case. */
function fragment(values: unknown[]) {
  for (const v of values) {
    const ascii = String(v).match(/[A-Za-z]{3,}/)?.[0];
    if (ascii) return ascii.slice(1, 4).toUpperCase();
  }
  return 'a';
}

/** Filters for every operator of a field, built from the values present, each with what it should match. */
export async function casesFor(
  db: Database,
  field: ResolvedField,
  rows: Row[],
  name: string,
): Promise<Case[]> {
  const present = rows.map((r) => r[name]).filter((v) => v !== null && v !== undefined);
  const sorted = [...present].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const [low, high] = [
    sorted[Math.floor(sorted.length / 4)] ?? '',
    sorted[Math.floor((sorted.length * 3) / 4)] ?? '',
  ];
  const f = (option_type: FieldFilter['option_type'], values: FieldFilter['values'], extra = {}) => ({
    values,
    filter_type: field.kind,
    option_type,
    ...extra,
  });
  const cases: Case[] = [];
  const add = (filter: FieldFilter, matches: Case['matches']) => {
    if (field.operators.includes(filter.option_type)) cases.push({ filter, matches });
  };
  switch (field.kind) {
    case 'text': {
      const term = fragment(present);
      add(f('contains', [term]), (v) => v !== null && lower(v).includes(lower(term)));
      const exact = String(present[0] ?? 'x');
      add(f('is', [exact.toUpperCase()]), (v) => v !== null && lower(v) === lower(exact));
      break;
    }
    case 'numeric':
    case 'percentage':
      add(f('between', [low as number, high as number]), (v) => inRange(v, low, high));
      add(f('between', ['', low as number]), (v) => inRange(v, '', low));
      add(f('is', [low as number]), (v) => v === low);
      break;
    case 'date': {
      add(f('between', [low as string, high as string], { value_type: 'day' }), (v) => inRange(v, low, high));
      add(f('between', [low as string, ''], { value_type: 'day' }), (v) => inRange(v, low, ''));
      add(f('is', [low as string], { value_type: 'day' }), (v) => v === low);
      const week = await spanBounds(db, 3, 'week');
      add(f('in_the_last', [3], { value_type: 'week' }), (v) => inRange(v, week.back, week.today));
      const month = await spanBounds(db, 2, 'month');
      add(f('due_in', [2], { value_type: 'month' }), (v) => inRange(v, month.today, month.ahead));
      break;
    }
    case 'autocomplete': {
      if (present.some(Array.isArray)) {
        // Picked over a tag link (trips' tags): a row matches when it has any of the chosen tags.
        const ids = [...new Set(present.flatMap((v) => v as number[]))].slice(0, 2);
        add(f('is', ids), (v) => ids.some((id) => (v as number[]).includes(id)));
        break;
      }
      const chosen = [...new Set(present.map(String))].slice(0, 2);
      add(f('is', chosen), (v) => v !== null && chosen.includes(String(v)));
      // One value alone too: two of a field with two choices (coordinates) keep every row.
      const [one] = chosen;
      if (one !== undefined) add(f('is', [one]), (v) => v !== null && String(v) === one);
      break;
    }
    case 'boolean':
      add(f('is', [true]), (v) => v === true);
      add(f('is', [false]), (v) => v === false);
      break;
    case 'tags': {
      const ids = [...new Set(present.flatMap((v) => v as number[]))].slice(0, 2);
      const has = (v: unknown, id: number) => (v as number[]).includes(id);
      add(f('has_any', ids), (v) => ids.some((id) => has(v, id)));
      add(f('has_all', ids), (v) => ids.every((id) => has(v, id)));
      add(f('has_none', ids), (v) => !ids.some((id) => has(v, id)));
      break;
    }
  }
  return cases;
}
