import type { Page } from 'playwright-core';
import type { E2EServer } from './server.ts';
import { expectPath, signInThroughForm } from './session.ts';
import { scaled } from './timeouts.ts';

/** Opens the sign-in page and signs in; resolves on /home. */
export async function signInAs(page: Page, server: E2EServer, email: string, password: string) {
  await page.goto(`${server.url}/login`);
  await signInThroughForm(page, email, password);
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
