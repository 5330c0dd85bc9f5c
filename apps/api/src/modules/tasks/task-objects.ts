import {
  type TaskObjectKind,
  taskMessages,
  taskObjectTypes,
} from '@trips/shared/modules/tasks/tasks.constants';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { badRequest } from '../../http/errors.ts';

/**
 * The records a task can be about, by kind: the table and the column that names a row. A kind missing
 * here is refused.
 */
const links: Partial<Record<TaskObjectKind, { table: string; name: string }>> = {
  trip: { table: 'trips', name: 'trip_name' },
  provider: { table: 'providers', name: 'commercial_name' },
  location: { table: 'locations', name: 'name' },
  invoice: { table: 'invoices', name: 'invoice_number' },
};

/** The name of the object a task (alias `t`) is about, null for 'NA'. */
export const objectNameSql = sql<string | null>`case t.object_type_id ${sql.join(
  Object.entries(links).map(
    ([kind, link]) =>
      sql`when ${taskObjectTypes[kind as TaskObjectKind]} then (select o.${sql.ref(link.name)}
        from ${sql.table(link.table)} o where o.id = t.object_id)`,
  ),
  sql` `,
)} end`;

export type TaskObjectInput = { type: TaskObjectKind; id: number } | null;

/** The type id and object id to store; the object must exist and its kind must be linkable (else 400). */
export async function resolveObject(db: Database, object: TaskObjectInput) {
  if (!object) return { object_type_id: taskObjectTypes.none, object_id: null };
  const link = links[object.type];
  if (!link)
    throw badRequest(taskMessages.objectKind(object.type), { object: taskMessages.objectKind(object.type) });
  const found = await sql`select 1 from ${sql.table(link.table)} where id = ${object.id}`.execute(db);
  if (found.rows.length === 0) throw badRequest(taskMessages.object, { object: taskMessages.object });
  return { object_type_id: taskObjectTypes[object.type], object_id: object.id };
}
