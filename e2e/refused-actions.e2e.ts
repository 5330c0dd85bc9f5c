import { brandingMessages } from '@trips/shared/modules/brandings/brandings.constants';
import { taskObjectTypes } from '@trips/shared/modules/tasks/tasks.constants';
import { userGroupMessages } from '@trips/shared/modules/user-groups/user-groups.constants';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/fixture.ts';
import { settle, signInAs, userIdOf } from './support/people.ts';
import type { E2EServer } from './support/server.ts';
import { ADMIN, DEMO_PASSWORD, expectPath, signInThroughForm } from './support/session.ts';

const providerInUse = 'This provider is still used elsewhere and cannot be deleted.';
const locationInUse = 'This location is still used elsewhere and cannot be deleted.';
const invoiceHasTasks = 'Tasks are about this invoice: delete them or link them elsewhere first.';

/** Delete, then the confirmation's button; the server's reason must show as an alert. */
async function refuseDelete(page: Page, reason: string, confirm = 'Delete', button = 'Delete') {
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: confirm, exact: true }).click();
  await page.getByRole('alert').filter({ hasText: reason }).waitFor();
}

const exists = async (server: E2EServer, table: 'providers' | 'locations' | 'invoices', id: number) =>
  (await server.db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

const groupId = async (server: E2EServer, name: string) =>
  (await server.db.selectFrom('user_groups').select('id').where('name', '=', name).executeTakeFirstOrThrow())
    .id;

/** A provider an invoice names: the database keeps it. */
const usedProvider = async (server: E2EServer) =>
  (
    await server.db
      .selectFrom('invoices')
      .select('provider_id')
      .where('provider_id', 'is not', null)
      .executeTakeFirstOrThrow()
  ).provider_id!;

async function newTask(server: E2EServer, subject: string, about?: { type: number; id: number }) {
  const admin = await userIdOf(server, ADMIN.email);
  const { id } = await server.db
    .insertInto('tasks')
    .values({
      subject,
      deadline: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
      owner_id: admin,
      status_id: 1,
      object_type_id: about?.type ?? taskObjectTypes.none,
      object_id: about?.id ?? null,
      created_by: admin,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe('refused actions', () => {
  const ctx = useServerAndBrowser();

  it('says why at every Delete the server refuses, and keeps the record', async () => {
    const { page } = ctx.browser;
    const { server } = ctx;
    await signInAs(page, server, ADMIN.email, ADMIN.password);

    const provider = await usedProvider(server);
    await page.goto(`${server.url}/provider-details/${provider}`);
    await refuseDelete(page, providerInUse);
    await settle(page);
    await ctx.browser.screenshot('refused-delete-provider');
    await expectPath(page, `/provider-details/${provider}`);
    expect(await exists(server, 'providers', provider)).toBe(true);

    const { start_location_id: location } = await server.db
      .selectFrom('trips')
      .select('start_location_id')
      .where('start_location_id', 'is not', null)
      .executeTakeFirstOrThrow();
    await page.goto(`${server.url}/location-modules/${location}`);
    await refuseDelete(page, locationInUse);
    expect(await exists(server, 'locations', location!)).toBe(true);

    const { id: invoice } = await server.db
      .selectFrom('invoices')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await newTask(server, 'Check this invoice', { type: taskObjectTypes.invoice, id: invoice });
    await page.goto(`${server.url}/invoice-details/${invoice}`);
    await refuseDelete(page, invoiceHasTasks);
    expect(await exists(server, 'invoices', invoice)).toBe(true);

    await page.goto(`${server.url}/branding`);
    await page
      .getByRole('navigation', { name: 'Brands' })
      .getByRole('link', { name: /Camino Ways/ })
      .click();
    await page.getByRole('heading', { name: 'Camino Ways' }).waitFor();
    await refuseDelete(page, brandingMessages.inUse);
    const brand = server.db.selectFrom('brandings').select('id').where('name', '=', 'Camino Ways');
    expect(await brand.executeTakeFirst()).toBeDefined();

    // Accounting has Alba and Bruno.
    await page.goto(`${server.url}/profiles?group=${await groupId(server, 'Accounting')}`);
    await page.getByRole('heading', { name: 'Accounting', level: 2 }).waitFor();
    await refuseDelete(page, userGroupMessages.hasUsers(2), 'Delete group');

    // A task, or a saved filter, someone removed meanwhile: the server says it is gone.
    const task = await newTask(server, 'Removed in another tab');
    await page.goto(`${server.url}/task-details/${task}`);
    await page.getByRole('heading', { name: 'Removed in another tab', level: 1 }).waitFor();
    await server.db.deleteFrom('tasks').where('id', '=', task).execute();
    await refuseDelete(page, 'unable to find task');

    const admin = await userIdOf(server, ADMIN.email);
    const { id: filter } = await server.db
      .insertInto('saved_filters')
      .values({ user_id: admin, list: 'locations', name: 'Short-lived', filters: JSON.stringify({}) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await page.goto(`${server.url}/locations?filter_id=${filter}`);
    await page.getByRole('button', { name: 'Short-lived' }).waitFor();
    await server.db.deleteFrom('saved_filters').where('id', '=', filter).execute();
    await page.getByRole('button', { name: 'Saved filters' }).click();
    await page.getByRole('menuitem', { name: 'Delete “Short-lived”…' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'unable to find filter' }).waitFor();
  });

  it("gives the server's reason in Spanish", async () => {
    const { page } = ctx.browser;
    const { server } = ctx;
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.evaluate(() => localStorage.setItem('ui_locale', 'es'));
    await page.reload();
    await page.getByLabel('Correo electrónico').fill(ADMIN.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expectPath(page, '/home');

    await page.goto(`${server.url}/provider-details/${await usedProvider(server)}`);
    await refuseDelete(
      page,
      'Este proveedor se sigue usando en otros lugares y no se puede eliminar.',
      'Eliminar',
      'Eliminar',
    );
    await settle(page);
    await ctx.browser.screenshot('refused-delete-provider-es');

    await page.goto(`${server.url}/profiles?group=${await groupId(server, 'Accounting')}`);
    await page.getByRole('heading', { name: 'Accounting', level: 2 }).waitFor();
    await refuseDelete(
      page,
      'Este grupo de usuarios todavía tiene 2 usuarios. Muévalos a otro grupo antes de eliminarlo.',
      'Eliminar grupo',
      'Eliminar',
    );
  });

  it('shows the reason once where a form lists its own errors', async () => {
    const { page } = ctx.browser;
    const reason = page.getByText('The email address or password is incorrect.');
    await page.goto(`${ctx.server.url}/login`);
    await signInThroughForm(page, 'olga@example.com', 'Wrong#123');
    await reason.first().waitFor();
    expect(await reason.count()).toBe(1);
    await signInThroughForm(page, 'olga@example.com', DEMO_PASSWORD);
    await expectPath(page, '/home');
  });
});
