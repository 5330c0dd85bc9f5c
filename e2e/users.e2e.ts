import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/fixture.ts';
import { settle, signInAs, tinyPng, userIdOf } from './support/people.ts';
import { ADMIN, DEMO_PASSWORD, see } from './support/session.ts';

describe('user management', () => {
  const ctx = useServerAndBrowser();

  it('adds, views, edits and deactivates a user', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'User management' }).click();
    const table = page.getByRole('table', { name: 'Users' });
    await table.getByRole('button', { name: 'Ada Admin', exact: true }).waitFor();
    const names = await table.locator('tbody tr td:first-child button').allInnerTexts();
    expect(names.map((n) => n.trim())).toEqual(
      [...names.map((n) => n.trim())].sort((a, b) => a.localeCompare(b)),
    );
    await ctx.browser.screenshot('users-list');

    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add user' });
    await dialog.getByRole('button', { name: 'Add user' }).click();
    await dialog.getByText('Required').first().waitFor();
    await dialog.getByLabel('First name').fill('Marta');
    await dialog.getByLabel('Last name').fill('Molina');
    await dialog.getByLabel('Email').fill('marta@example.com');
    await dialog.getByLabel('Phone').pressSequentially('34 600-111 abc222');
    expect(await dialog.getByLabel('Phone').inputValue()).toBe('+34 600-111 222');
    await dialog.getByRole('combobox', { name: 'Team' }).click();
    await page.getByRole('option', { name: 'Operations' }).click();
    await dialog.getByRole('combobox', { name: 'User group' }).click();
    await page.getByRole('option', { name: 'Operations' }).click();
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng });
    await ctx.browser.screenshot('users-add-dialog');
    await dialog.getByRole('button', { name: 'Add user' }).click();
    await see(page, /User created/);
    await table.getByRole('button', { name: 'Marta Molina', exact: true }).waitFor();

    await table.getByRole('button', { name: 'Marta Molina', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'User profile' });
    await panel.getByText('marta@example.com').waitFor();
    await settle(page);
    await ctx.browser.screenshot('users-profile-panel');
    await panel.getByRole('button', { name: 'Close' }).click();
    await panel.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Edit Marta Molina' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit user' });
    await edit.getByLabel('Email').fill('olga@example.com');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.getByText('A user with this email address already exists.').first().waitFor();
    await edit.getByLabel('Email').fill('marta.molina@example.com');
    await edit.getByRole('combobox', { name: 'User group' }).click();
    await page.getByRole('option', { name: 'Accounting' }).click();
    await edit.getByLabel('Active').uncheck({ force: true });
    await edit.getByRole('button', { name: 'Save' }).click();
    await see(page, 'User saved');
    await edit.waitFor({ state: 'hidden' });

    await page.getByRole('combobox', { name: 'Users' }).click();
    await page.getByRole('option', { name: 'Inactive Users' }).click();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(2);
    await table.getByRole('button', { name: 'Marta Molina', exact: true }).waitFor();
    await see(page, 'marta.molina@example.com');
    await ctx.browser.screenshot('users-inactive');
  });

  it('lets a user edit their own profile from the avatar menu, keeping 6 lines', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, 'olga@example.com', DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Account' }).click();
    expect(await page.getByRole('menuitem', { name: 'User management' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    const panel = page.getByRole('dialog', { name: 'User profile' });
    const profile = panel.getByLabel('Profile');
    await profile.fill('one\ntwo\nthree\nfour\nfive\nsix\nseven');
    expect(await profile.inputValue()).toBe('one\ntwo\nthree\nfour\nfive\nsix');
    await panel
      .locator('input[type=file]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng });
    await see(page, 'Avatar updated');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('avatar')))
      .toMatch(/^\/api\/v1\/avatars\//);
    await panel.getByRole('button', { name: 'Save profile' }).click();
    await see(page, 'User saved');
    expect(await profile.inputValue()).toBe('one\ntwo\nthree\nfour\nfive\nsix');
    const id = await userIdOf(ctx.server, 'olga@example.com');
    const saved = await ctx.server.db
      .selectFrom('users')
      .select('profile')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(saved.profile).toBe('one\ntwo\nthree\nfour\nfive\nsix');
    await ctx.browser.screenshot('users-own-profile');
  });
});
