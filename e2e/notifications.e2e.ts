import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createSessionsRepo } from '../apps/api/src/modules/auth/sessions.repo.ts';
import { newToken, sha256 } from '../apps/api/src/modules/auth/tokens.ts';
import { notify } from '../apps/api/src/modules/notifications/notifications.service.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { settle, signInAs, userIdOf } from './support/people.ts';
import { DEMO_PASSWORD, expectPath, see } from './support/session.ts';
import { scaled } from './support/timeouts.ts';

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const bellLabel = (page: Page) => bell(page).getAttribute('aria-label');

describe('notifications', () => {
  const ctx = useServerAndBrowser();

  /** An admin's API session, to cause real events the way the admin screens do. */
  async function adminToken() {
    const token = newToken();
    const userId = await userIdOf(ctx.server, 'admin@example.com');
    const expiresAt = new Date(Date.now() + 3_600_000);
    await createSessionsRepo(ctx.server.db).create({
      userId,
      tokenHash: sha256(token),
      remember: false,
      device: {},
      ip: null,
      expiresAt,
    });
    return token;
  }

  it('updates the badge without a reload when an admin moves the user to another group', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, 'pablo@example.com', DEMO_PASSWORD);
    expect(await bellLabel(page)).toBe('Notifications');
    const token = await adminToken();
    const headers = { authorization: `Bearer ${token}` };
    const pabloId = await userIdOf(ctx.server, 'pablo@example.com');
    const profile = (await ctx.server.app.inject({ url: `/api/v1/user/${pabloId}`, headers })).json().user;
    const moved = await ctx.server.app.inject({
      method: 'POST',
      url: '/api/v1/edit-user',
      headers,
      payload: { ...profile, group_id: 3 },
    });
    expect(moved.statusCode).toBe(200);
    await expect.poll(() => bellLabel(page), { timeout: scaled(10_000) }).toBe('Notifications, 1 unread');
    await bell(page).click();
    await see(page, 'Your user group is now Accounting.');
    await see(page, 'Ada Admin');
    await settle(page);
    await ctx.browser.screenshot('notifications-panel');
  });

  it('opens a notification from the panel on its detail page, marking it read', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, 'olga@example.com', DEMO_PASSWORD);
    const olga = await userIdOf(ctx.server, 'olga@example.com');
    const location = await ctx.server.db
      .selectFrom('locations')
      .select(['id', 'name'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const admin = await userIdOf(ctx.server, 'admin@example.com');
    for (let i = 1; i <= 16; i++)
      await notify(ctx.server.db, {
        userIds: [olga],
        event: 'taskAssigned',
        params: [`Older news ${i}`],
        fromUserId: admin,
      });
    // what the locations module sends when someone assigns a location to review
    await notify(ctx.server.db, {
      userIds: [olga],
      event: 'reviewMeetingPoints',
      params: ['Ada Admin', location.name],
      relType: 'location',
      relId: location.id,
      fromUserId: admin,
    });
    await expect
      .poll(() => bellLabel(page), { timeout: scaled(10_000) })
      .toMatch(/^Notifications, 1[78] unread$/);

    await bell(page).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const items = panel.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
    await expect.poll(() => items.count()).toBe(15);
    await panel.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => items.count()).toBeGreaterThan(15);
    await panel
      .getByRole('button', { name: 'Actions for: You were assigned the task "Older news 16"' })
      .click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await see(page, 'Notification deleted');
    await expect.poll(() => items.count()).toBe(15);

    await panel
      .getByRole('button', {
        name: `Unread: Ada Admin asked you to review the meeting points of ${location.name}.`,
      })
      .click();
    await expectPath(page, `/location-modules/${location.id}`);
    await panel.waitFor({ state: 'hidden' });
    const row = await ctx.server.db
      .selectFrom('notifications')
      .select('is_read')
      .where('user_id', '=', olga)
      .where('rel_id', '=', location.id)
      .executeTakeFirstOrThrow();
    expect(row.is_read).toBe(1);
    await expect.poll(() => bellLabel(page)).toMatch(/^Notifications, 1[56] unread$/);

    await bell(page).click();
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect.poll(() => bellLabel(page)).toBe('Notifications');
    await panel.getByRole('button', { name: 'Delete all' }).click();
    await page
      .getByRole('dialog', { name: 'Delete all notifications?' })
      .getByRole('button', { name: 'Delete all' })
      .click();
    await panel.getByText('No notifications yet.').waitFor();
    await settle(page);
    await ctx.browser.screenshot('notifications-empty');
  });
});
