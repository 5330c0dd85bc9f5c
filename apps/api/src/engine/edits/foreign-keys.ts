import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** A one-column foreign key: `table.column` names a row of `references` by its id. */
export interface ForeignKey {
  table: string;
  column: string;
  references: string;
  /** What deleting the named row does: refuse it, delete the referring rows too, or clear the column. */
  onDelete: 'refuse' | 'cascade' | 'clear';
}

const onDeleteOf = (action: string): ForeignKey['onDelete'] =>
  action === 'c' ? 'cascade' : action === 'n' || action === 'd' ? 'clear' : 'refuse';

async function read(db: Database): Promise<ForeignKey[]> {
  const { rows } = await sql<{ table: string; column: string; references: string; action: string }>`
    select child.relname as table, att.attname as column, parent.relname as references,
      c.confdeltype as action
    from pg_constraint c
    join pg_class child on child.oid = c.conrelid
    join pg_class parent on parent.oid = c.confrelid
    join pg_attribute att on att.attrelid = c.conrelid and att.attnum = c.conkey[1]
    where c.contype = 'f' and array_length(c.conkey, 1) = 1
      and child.relnamespace = current_schema()::regnamespace
    order by child.relname, att.attname`.execute(db);
  return rows.map(({ action, ...key }) => ({ ...key, onDelete: onDeleteOf(String(action)) }));
}

let known: Promise<ForeignKey[]> | undefined;

/**
 * The schema's foreign keys, read from the catalogue once a process: every database a process opens was
 * migrated by the same code. `db` may be a transaction (PGlite has one connection, which it holds).
 */
export function foreignKeys(db: Database): Promise<ForeignKey[]> {
  known ??= read(db).catch((error) => {
    known = undefined;
    throw error;
  });
  return known;
}

/** A foreign key violation: the database refused a delete (or a write) naming a missing or used row. */
export const isForeignKeyViolation = (error: unknown) => (error as { code?: string }).code === '23503';
