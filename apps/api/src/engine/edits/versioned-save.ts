import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { recordChange, type Snapshot } from '../audit/audit.ts';
import { lockAndCheck } from './lock-and-check.ts';

/** What a record's own write is told: who saves, which record (null: a new one) and the version it writes. */
export interface VersionedWrite<Prepared> {
  /** Who saves (none: the demo data). */
  userId: number | null;
  id: number | null;
  /** The version the saved record carries: the locked one plus one (1 for a new record). */
  version: number;
  /** What `prepare` answered, before the record was locked. */
  prepared: Prepared | undefined;
}

/**
 * A record edited whole and saved with the version its editor loaded (a dossier, an itinerary, an invoice):
 * how it is locked, read, kept in its history and written. The module keeps its SQL; the engine the order.
 */
export interface VersionedRecord<Detail, Body extends { version?: number }, Prepared = never> {
  /** The table of the record's row, which carries its `version`. */
  table: string;
  /** The history's name of the record. */
  entity: string;
  /** The record as its editor reads it; undefined when there is none. */
  load: (db: Database, id: number) => Promise<Detail | undefined>;
  /** The record as its history entry keeps it. */
  snapshot: (detail: Detail) => Snapshot;
  /** The record is gone (a 404). */
  missing: () => Error;
  /** The record moved on since the editor loaded it (a 409, maybe carrying the record as it now stands). */
  stale: (trx: Database, id: number) => Error | Promise<Error>;
  /** Locks what every writer of the record locks before it (an invoice: the trips its lines pay). */
  prepare?: (trx: Database, id: number | null, body: Body) => Promise<Prepared>;
  /** Checks the save and writes the record, its rows and its version; answers the record's id. */
  write: (trx: Database, save: VersionedWrite<Prepared>, body: Body) => Promise<number>;
}

/** How a module writes its record's own row, in its own SQL: the engine gives the values. */
export interface OwnRow<Values> {
  insert: (values: Values & { created_by: number | null }) => Promise<{ id: number }>;
  update: (id: number, values: Values & { version: number; updated_at: Date }) => Promise<unknown>;
}

/** The record's own row: a new one with who made it (answers its id), or the saved one at its next version. */
export async function storeOwnRow<Values>(
  save: VersionedWrite<unknown>,
  values: Values,
  row: OwnRow<Values>,
) {
  if (save.id === null) return (await row.insert({ ...values, created_by: save.userId })).id;
  await row.update(save.id, { ...values, version: save.version, updated_at: new Date() });
  return save.id;
}

/** The version of the record's row, locked until the transaction ends; undefined when there is none. */
async function lockVersion(trx: Database, table: string, id: number) {
  const { rows } = await sql<{ version: number }>`select version from ${sql.table(table)}
    where id = ${id} for update`.execute(trx);
  return rows[0];
}

/** The saves, reads and deletes of a versioned record, each in the order every one of them takes. */
export function versionedRecord<Detail, Body extends { version?: number }, Prepared = never>(
  record: VersionedRecord<Detail, Body, Prepared>,
) {
  const { entity, snapshot } = record;
  const orMissing = async (db: Database, id: number) => {
    const found = await record.load(db, id);
    if (!found) throw record.missing();
    return found;
  };
  return {
    /** The record as its editor reads it, or the record's 404. */
    get: orMissing,
    /**
     * One save in one transaction: what must be locked first, then the record's row at the version the
     * editor loaded (else its 409); the module checks and writes; the record as saved goes to its history
     * and is answered.
     */
    save: (db: Database, userId: number, id: number | null, body: Body) =>
      db.transaction().execute(async (trx) => {
        const prepared = await record.prepare?.(trx, id, body);
        let version = 0;
        let before: Detail | null = null;
        if (id !== null) {
          ({ version } = await lockAndCheck(lockVersion(trx, record.table, id), body.version ?? 0, {
            missing: record.missing,
            stale: () => record.stale(trx, id),
          }));
          before = await orMissing(trx, id);
        }
        const savedId = await record.write(trx, { userId, id, version: version + 1, prepared }, body);
        const after = await orMissing(trx, savedId);
        await recordChange(trx, {
          entity,
          entityId: savedId,
          action: before ? 'update' : 'create',
          userId,
          before: before ? snapshot(before) : null,
          after: snapshot(after),
        });
        return after;
      }),
    /**
     * Deletes the record inside the caller's transaction: locks it (or its 404), reads it, lets `remove`
     * delete it (and whatever goes with it), and keeps what it was in its history.
     */
    async remove(trx: Database, userId: number, id: number, remove: (before: Detail) => Promise<void>) {
      if (!(await lockVersion(trx, record.table, id))) throw record.missing();
      const before = await orMissing(trx, id);
      await remove(before);
      await recordChange(trx, {
        entity,
        entityId: id,
        action: 'delete',
        userId,
        before: snapshot(before),
        after: null,
      });
    },
  };
}
