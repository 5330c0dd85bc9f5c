import type { TestApp } from './harness.ts';

/** PUT and DELETE with a bearer token (auth.ts has GET and POST). */
export function put(t: TestApp, url: string, payload: object, token: string) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1${url}`,
    payload,
    headers: { authorization: `Bearer ${token}` },
  });
}
export function del(t: TestApp, url: string, token: string) {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
  });
}

/** A seeded provider's id by its commercial name. */
export async function providerId(t: TestApp, name: string) {
  const row = await t.db
    .selectFrom('providers')
    .select('id')
    .where('commercial_name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function locationId(t: TestApp, name: string) {
  const row = await t.db
    .selectFrom('locations')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

export const auditOf = (t: TestApp, entity: string, id: number) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', entity)
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute();
