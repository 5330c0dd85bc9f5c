import type { Database } from '../../db/database.ts';

export type Snapshot = Record<string, unknown>;
export type Changes = Record<string, [before: unknown, after: unknown]>;

/** Bookkeeping columns that change on every write and tell nothing. */
const ignored = new Set(['version', 'updated_at', 'created_at']);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Field → [before, after] for every field that differs; a missing side counts as null. */
export function diff(before: Snapshot | null, after: Snapshot | null): Changes {
  const changes: Changes = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (ignored.has(key)) continue;
    const [b, a] = [before?.[key] ?? null, after?.[key] ?? null];
    if (!same(b, a)) changes[key] = [b, a];
  }
  return changes;
}

export interface ChangeRecord {
  entity: string;
  entityId: number;
  action: 'create' | 'update' | 'delete' | (string & {});
  userId: number | null;
  /** What inside the entity changed (a row of a trip section, say); absent for the entity itself. */
  subject?: string | null;
  before: Snapshot | null;
  after: Snapshot | null;
}

/** Writes one audit row in the caller's transaction; an update that changed nothing writes none. */
export async function recordChange(trx: Database, change: ChangeRecord) {
  const changes = diff(change.before, change.after);
  if (change.action === 'update' && Object.keys(changes).length === 0) return null;
  return trx
    .insertInto('audit_log')
    .values({
      entity: change.entity,
      entity_id: change.entityId,
      action: change.action,
      user_id: change.userId,
      subject: change.subject ?? null,
      changes: JSON.stringify(changes),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** recordChange bound to one entity, in the positional form services call it with. */
export const auditorFor =
  (entity: string) =>
  (
    trx: Database,
    userId: number,
    entityId: number,
    action: string,
    before: object | null,
    after: object | null,
  ) =>
    recordChange(trx, {
      entity,
      entityId,
      action,
      userId,
      before: before as Snapshot | null,
      after: after as Snapshot | null,
    });
