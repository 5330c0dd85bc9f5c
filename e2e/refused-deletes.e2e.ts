import { taskObjectTypes } from '@trips/shared/modules/tasks/tasks.constants';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/fixture.ts';
import { openInApp } from './support/navigate.ts';
import { settle } from './support/people.ts';
import type { E2EServer } from './support/server.ts';
import { ADMIN, expectPath, type Language, signInAdminIn } from './support/session.ts';

const words = {
  en: {
    delete: 'Delete',
    deleteGroup: 'Delete group',
    refused: 'Cannot delete',
    close: 'Close',
    usedBy: ' is used by ',
    whatUses: 'What uses it',
    save: 'Save',
    saveServices: 'Save services',
    stillInUse: 'Still in use, so not deleted',
    kinds: {
      trip: /^\d+ trips?: /,
      user: /^\d+ users?: /,
      task: /^\d+ tasks?: /,
      itinerary: /^\d+ itinerar(y|ies): /,
    },
  },
  es: {
    delete: 'Eliminar',
    deleteGroup: 'Eliminar grupo',
    refused: 'No se puede eliminar',
    close: 'Cerrar',
    usedBy: ' se usa en ',
    whatUses: 'Lo que lo usa',
    save: 'Guardar',
    saveServices: 'Guardar servicios',
    stillInUse: 'En uso, así que no se ha eliminado',
    kinds: {
      trip: /^\d+ viajes?: /,
      user: /^\d+ usuarios?: /,
      task: /^\d+ tareas?: /,
      itinerary: /^\d+ itinerarios?: /,
    },
  },
} as const;
type Kind = keyof (typeof words)['en']['kinds'];

/** Where each kind's links lead, and the column whose value the link's name shows (in either language). */
const linkOf: Record<
  Kind | 'provider' | 'email_account' | 'invoice' | 'dossier',
  { path: RegExp; table: string; columns: string[] }
> = {
  trip: { path: /^\/trip-details\/(\d+)$/, table: 'trips', columns: ['trip_name'] },
  user: { path: /^\/user-management\?user=(\d+)$/, table: 'users', columns: ['first_name'] },
  task: { path: /^\/task-details\/(\d+)$/, table: 'tasks', columns: ['subject', 'subject_es'] },
  itinerary: { path: /^\/itineraries\/(\d+)$/, table: 'itineraries', columns: ['holiday_id'] },
  provider: { path: /^\/provider-details\/(\d+)$/, table: 'providers', columns: ['commercial_name'] },
  invoice: { path: /^\/invoice-details\/(\d+)$/, table: 'invoices', columns: ['invoice_number'] },
  email_account: { path: /^\/email-accounts$/, table: 'email_accounts', columns: ['email'] },
  dossier: { path: /^\/dossier-details\/(\d+)\/0$/, table: 'dossiers', columns: ['title_eng', 'title_spn'] },
};

const idOf = async (server: E2EServer, table: 'locations' | 'providers' | 'brandings', name: string) => {
  const column = table === 'providers' ? 'commercial_name' : 'name';
  const row = await server.db
    .selectFrom(table)
    .select('id')
    .where(column, '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
};

/**
 * Every link of a list of users names its record: its address is the record's screen and its name carries
 * the record's own name (or key) as stored. Answers the list's lines ("12 trips: …").
 */
async function checkLinks(server: E2EServer, list: Locator): Promise<string[]> {
  const links = list.getByRole('link');
  expect(await links.count()).toBeGreaterThan(0);
  for (const link of await links.all()) {
    const href = (await link.getAttribute('href'))!;
    const text = (await link.textContent())!;
    const [, target] = Object.entries(linkOf).find(([, l]) => l.path.test(href)) ?? [];
    expect(target, `a link to ${href}`).toBeDefined();
    const id = target!.path.exec(href)![1];
    let query = server.db.selectFrom(target!.table as 'trips').select(target!.columns as 'trip_name'[]);
    if (id) query = query.where('id', '=', Number(id));
    const names = (await query.execute()).flatMap((r) => Object.values(r).map(String));
    expect(names.some((name) => text.includes(name))).toBe(true);
  }
  return list.getByRole('listitem').allTextContents();
}

/** The list has a line for each kind, counted in the reader's language ("12 trips: …", "12 viajes: …"). */
function expectKinds(language: Language, counted: string[], kinds: Kind[]) {
  const patterns = words[language].kinds;
  for (const kind of kinds)
    expect(
      counted.some((text) => patterns[kind].test(text)),
      kind,
    ).toBe(true);
}

describe('a refused delete names what uses the record', () => {
  const ctx = useServerAndBrowser();

  /** Delete, its confirmation, then the refusal's dialog. */
  async function refuse(page: Page, language: Language, confirm: string = words[language].delete) {
    await page.getByRole('button', { name: words[language].delete, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: confirm, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: words[language].refused });
    await dialog.waitFor();
    return dialog;
  }

  /** The dialog's reason names the record and what uses it; its list links each of them; Close ends it. */
  async function expectRefusal(
    page: Page,
    language: Language,
    subject: string,
    kinds: Kind[],
    confirm: string = words[language].delete,
  ) {
    const w = words[language];
    const dialog = await refuse(page, language, confirm);
    const reason = (await dialog.getByRole('alert').textContent())!;
    expect(reason.startsWith(subject) && reason.includes(w.usedBy), reason).toBe(true);
    const list = dialog.getByRole('list', { name: w.whatUses });
    expectKinds(language, await checkLinks(ctx.server, list), kinds);
    // The dialog opens on its Close button, the names are the next stops of the keyboard.
    expect(
      await dialog.getByRole('button', { name: w.close }).evaluate((b) => b === document.activeElement),
    ).toBe(true);
    return dialog;
  }

  for (const language of ['en', 'es'] as const) {
    it(`at every Delete of the app, in ${language === 'en' ? 'English' : 'Spanish'}`, async () => {
      const { page } = ctx.browser;
      const { server } = ctx;
      const w = words[language];
      await signInAdminIn(ctx, language);

      const sarria = await idOf(server, 'locations', 'Sarria');
      await openInApp(page, `/location-modules/${sarria}`);
      const location = await expectRefusal(page, language, 'Sarria', ['trip', 'itinerary']);
      if (language === 'es') {
        await settle(page);
        await ctx.browser.screenshot('refused-delete-location-es');
      }
      // A name is a link to its record, followed from the keyboard.
      const trip = location.getByRole('link').first();
      const tripPath = (await trip.getAttribute('href'))!;
      await trip.focus();
      await page.keyboard.press('Enter');
      await expectPath(page, tripPath);
      expect(await location.count()).toBe(0);

      await openInApp(page, `/provider-details/${await idOf(server, 'providers', 'Hotel Alfonso IX')}`);
      await (await expectRefusal(page, language, 'Hotel Alfonso IX', ['trip']))
        .getByRole('button', { name: w.close })
        .click();

      await openInApp(page, `/branding?brand=${await idOf(server, 'brandings', 'Camino Ways')}`);
      const brand = await expectRefusal(page, language, 'Camino Ways', ['trip']);
      expect(await brand.getByRole('link', { name: /@/ }).count()).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await brand.waitFor({ state: 'hidden' });

      const itinerary = await server.db
        .selectFrom('itineraries')
        .select('id')
        .where('holiday_id', '=', 'SAR-SAN-6N')
        .executeTakeFirstOrThrow();
      await openInApp(page, `/itineraries/${itinerary.id}`);
      await expectRefusal(page, language, 'SAR-SAN-6N', ['trip']);

      const accounting = await server.db
        .selectFrom('user_groups')
        .select('id')
        .where('name', '=', 'Accounting')
        .executeTakeFirstOrThrow();
      await openInApp(page, `/profiles?group=${accounting.id}`);
      await expectRefusal(page, language, 'Accounting', ['user'], w.deleteGroup);

      const invoice = await invoiceWithTask(server, language);
      await openInApp(page, `/invoice-details/${invoice.id}`);
      await expectRefusal(page, language, invoice.invoice_number, ['task']);

      await refusedListRow(page, language);
      await refusedService(page, language);
    });
  }

  /** The first invoice, with a task about it (a task each language). */
  async function invoiceWithTask(server: E2EServer, language: Language) {
    const invoice = await server.db
      .selectFrom('invoices')
      .select(['id', 'invoice_number'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const admin = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', ADMIN.email)
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('tasks')
      .values({
        subject: `Check invoice ${invoice.invoice_number} (${language})`,
        deadline: '2030-01-01',
        owner_id: admin.id,
        created_by: admin.id,
        status_id: 1,
        object_type_id: taskObjectTypes.invoice,
        object_id: invoice.id,
      })
      .execute();
    return invoice;
  }

  /** A settings list's row in use (a task status tasks have) comes back on Save, listed with its tasks. */
  async function refusedListRow(page: Page, language: Language) {
    const w = words[language];
    await openInApp(page, '/tasks-settings');
    await page.getByRole('button', { name: `${w.delete} In progress` }).click();
    await page.getByRole('button', { name: w.save, exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: w.stillInUse });
    await alert.waitFor();
    expectKinds(language, await checkLinks(ctx.server, alert.getByRole('list', { name: w.whatUses })), [
      'task',
    ]);
    await page.getByRole('button', { name: `${w.delete} In progress` }).waitFor();
  }

  /** A provider's service an itinerary offers comes back on Save, listed with the itinerary. */
  async function refusedService(page: Page, language: Language) {
    const w = words[language];
    await openInApp(
      page,
      `/provider-details/${await idOf(ctx.server, 'providers', 'Camino Guides Galicia')}?tab=services`,
    );
    const remove = page.getByRole('button', {
      name: language === 'es' ? 'Quitar Servicio 1' : 'Remove Service 1',
    });
    await remove.click();
    await page.getByRole('button', { name: w.saveServices }).click();
    const alert = page.getByRole('alert').filter({ hasText: w.stillInUse });
    await alert.waitFor();
    expectKinds(language, await checkLinks(ctx.server, alert.getByRole('list', { name: w.whatUses })), [
      'itinerary',
    ]);
    await remove.waitFor();
  }
});
