import type { UsedBy } from '@trips/shared/api/used-by';
import { expect } from 'vitest';
import type { TestApp } from './harness.ts';

export type Language = 'en' | 'es';

/** A request as the web app sends it: signed in, in the language the screen shows. */
export function send(
  t: TestApp,
  token: string,
  method: 'DELETE' | 'POST' | 'PUT',
  url: string,
  language: Language,
  payload?: object,
) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    payload,
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
  });
}

/** The records of each kind a refusal names, by kind: `{ trip: ['Larsen', …] }`. */
export const namedIn = (usedBy: readonly UsedBy[]) =>
  Object.fromEntries(usedBy.map((u) => [u.kind, u.items.map((i) => i.name)]));

/**
 * A refused delete as the contract has it: a 409 whose `used_by` holds `expected` (kind → the ids of the
 * records using it, all of them) and whose message names the record and at least one user.
 */
export function expectRefusal(
  body: { message: string; used_by?: UsedBy[] },
  subject: string,
  expected: Record<string, readonly number[]>,
  language: Language,
) {
  const usedBy = body.used_by ?? [];
  expect(Object.fromEntries(usedBy.map((u) => [u.kind, u.count]))).toEqual(
    Object.fromEntries(Object.entries(expected).map(([kind, ids]) => [kind, ids.length])),
  );
  for (const entry of usedBy) {
    expect(entry.items.length).toBe(Math.min(entry.count, 5));
    for (const item of entry.items) expect(expected[entry.kind]).toContain(item.id);
  }
  const first = usedBy[0]!.items[0]!.name;
  expect(body.message).toContain(subject);
  expect(body.message).toContain(first);
  expect(body.message).toContain(language === 'es' ? 'no se puede eliminar' : 'cannot be deleted');
}
