import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { TestApp } from './harness.ts';

export const ADMIN = { email: 'admin@example.com', password: 'Admin#2026' };
export const DEMO_PASSWORD = 'Demo#2026';

export function post(t: TestApp, url: string, payload: object = {}, token?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

export function put(t: TestApp, url: string, payload: object, token?: string) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1${url}`,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

export function get(t: TestApp, url: string, token?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

export async function signIn(t: TestApp, email = ADMIN.email, password = ADMIN.password): Promise<string> {
  const res = await post(t, '/login', { identifier: email, password });
  const body = res.json();
  if (!body.access_token) throw new Error(`sign-in failed: ${res.body}`);
  return body.access_token;
}

/** Solves a human check the way the browser widget does: fetch a challenge, derive keys until one fits, encode. */
export async function solveHumanCheck(t: TestApp): Promise<string> {
  const challenge = (await get(t, '/altcha/challenge')).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The newest message the outbox holds for a recipient. */
export async function lastMessageTo(t: TestApp, recipient: string) {
  return t.db
    .selectFrom('outbox')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}
