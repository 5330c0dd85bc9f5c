import type { Page } from 'playwright-core';
import { sessionKeys } from '../../apps/web/src/lib/session.ts';
import type { E2EServer } from './server.ts';
import { expectPath } from './session.ts';
import { scaled } from './timeouts.ts';

/**
 * Signs in as the sign-in screen does, without drawing it (the sign-in tests go through the form): posts
 * the credentials from a page of the server's origin, keeps the answer where the app keeps it (its session
 * keys, spec part 1 §3), then opens the app on /home. Starting the sign-in screen was a second app start
 * in every test.
 */
export async function signInAs(page: Page, server: E2EServer, email: string, password: string) {
  await page.goto(`${server.url}/healthz`);
  await page.evaluate(
    async ({ credentials, keys }) => {
      const response = await fetch('/api/v1/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...credentials, remember: false }),
      });
      const signedIn = await response.json();
      if (!signedIn.access_token) throw new Error(`sign-in refused: ${JSON.stringify(signedIn)}`);
      localStorage.setItem(keys.token, signedIn.access_token);
      localStorage.setItem(keys.right, JSON.stringify(signedIn.right ?? {}));
      localStorage.setItem(keys.avatar, signedIn.user?.avatar ?? '');
      localStorage.setItem(keys.user, JSON.stringify(signedIn.user ?? null));
    },
    { credentials: { identifier: email, password }, keys: sessionKeys },
  );
  await page.goto(`${server.url}/home`);
  await expectPath(page, '/home');
}

export async function userIdOf(server: E2EServer, email: string) {
  const row = await server.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A 1×1 PNG, for avatar uploads. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Waits until Mantine's open and close transitions have finished, so a screenshot shows the settled screen.
 * A transition may start a frame after what opens it: two frames pass first. Endless animations (a loader)
 * never finish and are not waited for.
 */
export async function settle(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: scaled(10_000) },
  );
}

/** Gives a demo group one capability of a permission straight in the database (e.g. Accounting may view VAT). */
export async function grantToGroup(
  server: E2EServer,
  groupName: string,
  permission: string,
  capability: string,
) {
  const group = await server.db
    .selectFrom('user_groups')
    .select('id')
    .where('name', '=', groupName)
    .executeTakeFirstOrThrow();
  await server.db
    .updateTable('group_permissions')
    .set({ is_active: true })
    .where('group_id', '=', group.id)
    .where('permission_key', '=', permission)
    .execute();
  await server.db
    .updateTable('group_capabilities')
    .set({ is_active: true })
    .where('group_id', '=', group.id)
    .where('permission_key', '=', permission)
    .where('capability', '=', capability)
    .execute();
  await bumpGroupVersion(server, group.id);
}

/** What a saved permission matrix does besides its rows: the group's version moves, so cached rights are dropped. */
export async function bumpGroupVersion(server: E2EServer, groupId: number) {
  await server.db
    .updateTable('user_groups')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', groupId)
    .execute();
}
