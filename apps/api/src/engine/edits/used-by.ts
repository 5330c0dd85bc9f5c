import { type RowInUse, USED_BY_SHOWN, type UsedBy, type UsedByKind } from '@trips/shared/api/used-by';
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { currentReaderLanguage } from '../../db/reader-language.ts';
import { AppError, conflict } from '../../http/errors.ts';
import { type ForeignKey, foreignKeys, isForeignKeyViolation } from './foreign-keys.ts';
import { refusalMessage, type UsedByAdvice } from './used-by.messages.ts';
import { kindTables, nameOfRow, uses } from './used-by.registry.ts';

/** A reference the schema does not hold as a refusing foreign key, but a rule of the product does. */
export interface RuleReference {
  table: string;
  column: string;
  /** More of the rule, over the referring row (`tasks` about an invoice: `object_type_id = 5`). */
  where?: (alias: string) => RawBuilder<unknown>;
}

/** Tasks about a record of a kind (`taskObjectTypes`): staff would lose what the task is about. */
export const tasksAbout = (objectType: number): RuleReference => ({
  table: 'tasks',
  column: 'object_id',
  where: (x) => sql`${sql.ref(`${x}.object_type_id`)} = ${objectType}`,
});

export interface DeleteTarget {
  table: string;
  id: number;
  /** References of the product's rules (trips made from an itinerary, tasks about a record). */
  rules?: readonly RuleReference[];
  /** What the refusal suggests instead. */
  advice?: UsedByAdvice;
}

/** Rows of a table, picked by a condition over the alias `r{depth}` (nested lookups each get their own). */
interface Rows {
  table: string;
  depth: number;
  where: (alias: string) => RawBuilder<unknown>;
}

const alias = (rows: Rows) => `r${rows.depth}`;
const ref = (table: string, column: string) => sql.ref(`${table}.${column}`);

/** The rows of `key.table` naming one of `parent`'s rows. */
const referring = (parent: Rows, key: Pick<ForeignKey, 'table' | 'column'>): Rows => ({
  table: key.table,
  depth: parent.depth + 1,
  where: (x) =>
    sql`${ref(x, key.column)} in (select ${ref(alias(parent), 'id')} from ${sql.table(parent.table)}
      ${sql.raw(alias(parent))} where ${parent.where(alias(parent))})`,
});

/** How deep a delete's cascade is followed: location → transfer route → its providers → their rates. */
const MAX_DEPTH = 6;

/**
 * The rows that keep `rows` from being deleted: those naming them through a refusing foreign key, and
 * through the rows the delete would take with it (a provider's services, named by itineraries).
 */
function refusing(keys: readonly ForeignKey[], rows: Rows, path: readonly string[] = [rows.table]): Rows[] {
  return keys
    .filter((key) => key.references === rows.table)
    .flatMap((key) => {
      const child = referring(rows, key);
      if (key.onDelete === 'refuse') return [child];
      if (key.onDelete === 'clear' || path.includes(key.table) || child.depth >= MAX_DEPTH) return [];
      return refusing(keys, child, [...path, key.table]);
    });
}

function useOf(table: string) {
  const use = uses[table];
  if (!use) throw new Error(`used-by: the registry does not say what a row of ${table} belongs to`);
  return use;
}

/** Every record of one kind among the rows, counted, and the first five named. */
async function entryOf(db: Database, kind: UsedByKind, rows: readonly Rows[]): Promise<UsedBy> {
  const used = sql.join(
    rows.map((r) => {
      const x = alias(r);
      return sql`select ${useOf(r.table).record(x)} as id from ${sql.table(r.table)} ${sql.raw(x)}
        where ${r.where(x)}`;
    }),
    sql` union `,
  );
  const { table, order } = kindTables[kind];
  const { rows: counted } = await sql<{ count: number }>`
    select count(*)::int as count from (${used}) used where id is not null`.execute(db);
  const { rows: items } = await sql<{ id: number; name: string }>`
    select k.id, ${nameOfRow(table, 'k')} as name from ${sql.table(table)} k
    where k.id in (select id from (${used}) used)
    order by ${order ? sql`${order('k')},` : sql``} 2, 1
    limit ${USED_BY_SHOWN}`.execute(db);
  return { kind, count: counted[0]?.count ?? 0, items };
}

/** What uses the record, by kind, in the order of the registry's kinds; empty when it may be deleted. */
export async function usedBy(
  db: Database,
  target: DeleteTarget,
  { keys = true }: { keys?: boolean } = {},
): Promise<UsedBy[]> {
  const root: Rows = { table: target.table, depth: 0, where: (x) => sql`${ref(x, 'id')} = ${target.id}` };
  const found = keys ? refusing(await foreignKeys(db), root) : [];
  for (const rule of target.rules ?? []) {
    const rows = referring(root, rule);
    found.push({ ...rows, where: (x) => sql`${rows.where(x)} and ${rule.where?.(x) ?? sql`true`}` });
  }
  const entries: UsedBy[] = [];
  for (const kind of Object.keys(kindTables) as UsedByKind[]) {
    const rows = found.filter((r) => useOf(r.table).kind === kind);
    if (rows.length === 0) continue;
    const entry = await entryOf(db, kind, rows);
    if (entry.count > 0) entries.push(entry);
  }
  return entries;
}

/** A record's name as a person reads it, in the reader's language. */
async function nameOf(db: Database, table: string, id: number): Promise<string> {
  const { rows } = await sql<{ name: string }>`
    select ${nameOfRow(table, 'x')} as name from ${sql.table(table)} x where x.id = ${id}`.execute(db);
  return rows[0]?.name ?? `#${id}`;
}

/** The 409 of a record in use: the message names what uses it, `used_by` lists it as data. */
export async function refuseIfUsed(db: Database, target: DeleteTarget): Promise<void> {
  const found = await usedBy(db, target);
  if (found.length === 0) return;
  const name = await nameOf(db, target.table, target.id);
  const message = refusalMessage(name, found, currentReaderLanguage(), target.advice);
  throw conflict(message, { used_by: found });
}

/**
 * A delete's transaction, refused with the 409 naming what uses the record. The schema's keys refuse the
 * delete themselves, so a record nothing uses costs no search: what uses it is read once the database has
 * refused (the transaction rolled back). The product's rules, which no key enforces, are asked first.
 */
export async function deleteUnlessUsed<T>(
  db: Database,
  target: DeleteTarget,
  work: (trx: Database) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction().execute(async (trx) => {
      if (target.rules?.length && (await usedBy(trx, target, { keys: false })).length > 0)
        await refuseIfUsed(trx, target);
      return work(trx);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) await refuseIfUsed(db, target);
    throw error;
  }
}

/** Of the rows of `table` a list save deletes, those in use, each named with what uses it. */
export async function rowsInUse(db: Database, table: string, ids: readonly number[]): Promise<RowInUse[]> {
  const found: RowInUse[] = [];
  for (const id of ids) {
    const used = await usedBy(db, { table, id });
    if (used.length > 0) found.push({ id, name: await nameOf(db, table, id), used_by: used });
  }
  return found;
}

/** The 409 of a list save deleting rows in use: one message a row, and the rows as data. */
export function rowsInUseConflict(rows: readonly RowInUse[], extra: Record<string, unknown> = {}): AppError {
  const language = currentReaderLanguage();
  const messages = rows.map((row) => refusalMessage(row.name, row.used_by, language));
  return new AppError(409, messages.join(' '), undefined, messages, { ...extra, rows_in_use: rows });
}

/** The OpenAPI text of a delete's 409. */
export const inUseAnswer = (users: string) =>
  `Still used by ${users}: \`message\` names them, \`used_by\` lists them by kind (how many, and up to five by name).`;
