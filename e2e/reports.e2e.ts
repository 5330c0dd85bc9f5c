import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shownDate } from './support/dates.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { settle, signInAs } from './support/people.ts';
import { ADMIN, DEMO_PASSWORD, expectPath } from './support/session.ts';

const table = (page: Page) => page.getByRole('table', { name: 'Accommodations report' });
const column = async (page: Page, label: string) => {
  const index = (await table(page).locator('thead th').allInnerTexts()).indexOf(label);
  if (index < 0) throw new Error(`No column ${label}`);
  return table(page)
    .locator(`tbody tr td:nth-child(${index + 1})`)
    .allInnerTexts();
};

describe('reports of trip rows', () => {
  const ctx = useServerAndBrowser();

  it('lists every night for an operations user, filters it by place and opens the trip of a night', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, 'olga@example.com', DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Reports' }).click();
    await page.getByRole('menuitem', { name: 'Accommodations' }).click();
    await expectPath(page, '/reports/accommodations_report');
    await table(page).locator('tbody tr').first().waitFor();
    expect((await column(page, 'Check-in'))[0]).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);

    await page.getByRole('button', { name: 'More filters' }).click();
    await page.getByRole('menuitem', { name: 'Location', exact: true }).click();
    await page.getByRole('textbox', { name: 'Location', exact: true }).fill('sarr');
    await page.keyboard.press('Escape');
    await expect.poll(async () => new Set(await column(page, 'Location'))).toEqual(new Set(['Sarria']));
    await settle(page);
    await ctx.browser.screenshot('accommodations-report');

    const trip = table(page).locator('tbody tr').first().getByRole('link');
    const name = (await trip.textContent())?.trim();
    expect(name).toBeTruthy();
    await trip.click();
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(async () => (await heading.textContent())?.trim()).toBe(name);
  });
});

/**
 * The next search request of a report and the rows it answered: what the page shows and charts. A body the
 * browser has already dropped (the page reloaded into the language asked for, and searched again) is read
 * from the search that follows.
 */
type Row = Record<string, unknown>;
interface Answer {
  body: Record<string, { values: unknown[]; option_type: string }>;
  items: Row[];
}
async function searchOf(page: Page, report: string): Promise<Answer> {
  for (let tries = 1; ; tries++) {
    const response = await page.waitForResponse(
      (r) => r.url().endsWith(`/${report}/search`) && r.request().method() === 'POST',
    );
    try {
      const items = ((await response.json()) as { items: Row[] }).items;
      return { body: response.request().postDataJSON() as Answer['body'], items };
    } catch (error) {
      if (tries === 3) throw error;
    }
  }
}

/** A set filter's chip, named by the text it shows: its field and what it filters. */
const chip = (field: string, summary: string) =>
  new RegExp(`^${field}\\s*:?\\s*${summary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** A chart's figure, read out: its label is "Title: Series: total, Series: total". */
async function figureTotals(page: Page, title: string) {
  const figure = page.getByRole('figure', { name: new RegExp(`^${title}: `) });
  await figure.waitFor();
  const label = (await figure.getAttribute('aria-label')) ?? '';
  return {
    figure,
    totals: Object.fromEntries(
      label
        .slice(title.length + 2)
        .split(', ')
        .map((part) => [part.slice(0, part.lastIndexOf(': ')), part.slice(part.lastIndexOf(': ') + 2)]),
    ) as Record<string, string>,
  };
}

/** Rows counted per status name, as the chart stacked by status should total them. */
const perStatus = (items: readonly Row[]) => {
  const counts: Record<string, string> = {};
  for (const row of items) {
    const name = String(row.trip_service_status_name);
    counts[name] = String(Number(counts[name] ?? 0) + 1);
  }
  return counts;
};

/** An amount as a chart reads it out ('€1,234.50' or '1.234,50 €'), as a number. */
const amountOf = (text: string, language: 'en' | 'es') => {
  const digits = text.replace(/[^\d,.-]/g, '');
  return Number(
    language === 'es' ? digits.replaceAll('.', '').replace(',', '.') : digits.replaceAll(',', ''),
  );
};
const sum = (items: readonly Row[], column: string) =>
  Math.round(items.reduce((n, r) => n + Number(r[column] ?? 0), 0) * 100) / 100;

describe('reports open on a useful default, with a chart of their rows', () => {
  const ctx = useServerAndBrowser();

  it('accommodations and transfers: from today, rows per day stacked by status; the default chip can go', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);

    const nights = searchOf(page, 'accommodations_report');
    await page.goto(`${ctx.server.url}/reports/accommodations_report`);
    const { body, items } = await nights;
    // The default is an ordinary filter the server is sent: check-in from today.
    const today = String(body.checkin_date.values[0]);
    expect(body.checkin_date).toMatchObject({ option_type: 'between', values: [today, ''] });
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((r) => String(r.checkin_date) >= today)).toBe(true);
    await page.getByRole('button', { name: chip('Check-in', `from ${shownDate(today)}`) }).waitFor();
    const { figure, totals } = await figureTotals(page, 'Nights per check-in day');
    expect(totals).toEqual(perStatus(items));
    // Keyboard-readable: the arrow keys move through the days.
    await figure.locator('.recharts-surface, .recharts-wrapper [tabindex="0"]').first().focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => figure.locator('.recharts-tooltip-wrapper').textContent()).toMatch(/\d/);
    await settle(page);
    await ctx.browser.screenshot('accommodations-report-chart');

    const all = searchOf(page, 'accommodations_report');
    await page.getByRole('button', { name: 'Remove Check-in filter' }).click();
    const { body: wide } = await all;
    expect(wide.checkin_date.values).toEqual([]);
    expect(page.url()).toContain('checkin_date=');
    await expect.poll(() => page.getByRole('button', { name: /^Check-in: / }).count()).toBe(0);

    for (const [report, heading] of [
      ['luggage_transfers_report', 'Transfers per day'],
      ['normal_transfers_report', 'Transfers per day'],
    ] as const) {
      const search = searchOf(page, report);
      await page.goto(`${ctx.server.url}/reports/${report}`);
      const { body: sent, items: transfers } = await search;
      expect(sent.date).toMatchObject({ option_type: 'between', values: [today, ''] });
      await page.getByRole('button', { name: chip('Date', `from ${shownDate(today)}`) }).waitFor();
      if (transfers.length === 0) continue;
      expect((await figureTotals(page, heading)).totals).toEqual(perStatus(transfers));
    }
  });

  it('next days from today; VAT margin and VAT per month for the last twelve months', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    const next = searchOf(page, 'next_days_report');
    await page.goto(`${ctx.server.url}/reports/next_days_report`);
    const { body, items } = await next;
    const today = String(body.start_date.values[0]);
    expect(body.start_date).toMatchObject({ option_type: 'between', values: [today, ''] });
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((r) => String(r.start_date) >= today)).toBe(true);
    await page.getByRole('button', { name: chip('Start', `from ${shownDate(today)}`) }).waitFor();

    const vat = searchOf(page, 'vat_report');
    await page.goto(`${ctx.server.url}/reports/vat_report`);
    const { body: sent, items: trips } = await vat;
    expect(sent.end_date).toMatchObject({ option_type: 'in_the_last', values: [12], value_type: 'month' });
    expect(trips.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: chip('End', 'in the last 12 months') }).waitFor();
    const { totals } = await figureTotals(page, 'Margin and VAT per month');
    expect(amountOf(totals.Margin!, 'en')).toBeCloseTo(sum(trips, 'cost_margin'), 2);
    expect(amountOf(totals.VAT!, 'en')).toBeCloseTo(sum(trips, 'vat'), 2);
    await settle(page);
    await ctx.browser.screenshot('vat-report-chart');
  });

  it('prepayments in Spanish: the unpaid first, overdue marked, paid trips that are over left out; pending and paid per section', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await page.evaluate(() => localStorage.setItem('ui_locale', 'es'));
    const search = searchOf(page, 'prepayments_report');
    await page.goto(`${ctx.server.url}/reports/prepayments_report`);
    const { body, items } = await search;
    expect(body.prepayment_state_id).toMatchObject({ option_type: 'is', values: [1, 2, 3] });
    expect(body).toMatchObject({ order_by: 'prepayment_state', order_type: 'asc' });
    expect(items.length).toBeGreaterThan(0);
    // Most urgent first: the states never go back up the list, and no paid trip that is over shows.
    const states = items.map((r) => Number(r.prepayment_state_id));
    expect(states).toEqual([...states].sort((a, b) => a - b));
    expect(states).not.toContain(4);
    await page.getByRole('button', { name: chip('Prepago', 'Pago vencido, Por pagar +1') }).waitFor();
    const table = page.getByRole('table', { name: 'Informe de prepagos' });
    await table.locator('tbody tr').first().waitFor();
    const at = (await table.locator('thead th').allInnerTexts()).indexOf('Prepago');
    const shown = await table.locator(`tbody tr td:nth-child(${at + 1})`).allInnerTexts();
    const names: Record<number, string> = { 1: 'Pago vencido', 2: 'Por pagar', 3: 'Pagado' };
    expect(shown).toEqual(states.map((s) => names[s]));

    const { figure, totals } = await figureTotals(page, 'Prepagos por sección');
    const sections = ['accommodations', 'luggage_transfers', 'normal_transfers', 'other_services'];
    const pending = sections.reduce((n, s) => n + sum(items, `${s}_pending`), 0);
    const paid = sections.reduce((n, s) => n + sum(items, `${s}_paid`), 0);
    expect(amountOf(totals['Por pagar']!, 'es')).toBeCloseTo(pending, 2);
    expect(amountOf(totals.Pagado!, 'es')).toBeCloseTo(paid, 2);
    await figure.locator('.recharts-surface, .recharts-wrapper [tabindex="0"]').first().focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => figure.locator('.recharts-tooltip-wrapper').textContent())
      .toMatch(/Por pagar.*Pagado/s);
    await settle(page);
    await ctx.browser.screenshot('prepayments-report-es');

    // The trips paid and over come back when the default goes.
    const all = searchOf(page, 'prepayments_report');
    await page.getByRole('button', { name: 'Quitar el filtro Prepago' }).click();
    const { items: every } = await all;
    expect(every.length).toBeGreaterThanOrEqual(items.length);
  });
});
