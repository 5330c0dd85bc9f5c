import { describe, expect, it } from 'vitest';
import { axeProblems } from './support/axe.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { openInApp } from './support/navigate.ts';
import { settle, signInAs } from './support/people.ts';
import { ADMIN, expectPath } from './support/session.ts';

describe('the grouped and task reports', () => {
  const ctx = useServerAndBrowser();

  it('charts the tasks per user, readable from the keyboard', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await page.getByRole('button', { name: 'Reports' }).click();
    await page.getByRole('menuitem', { name: 'Tasks Summary' }).click();
    await expectPath(page, '/reports/tasks_summary');
    const figure = page.getByRole('figure', {
      name: /^Tasks summary: Completed: \d+, Pending: \d+, Overdue: \d+$/,
    });
    await figure.waitFor();
    // The chart is one keyboard stop; the arrow keys show each user's figures.
    const chart = figure.locator('.recharts-surface, .recharts-wrapper [tabindex="0"]').first();
    await chart.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => figure.locator('.recharts-tooltip-wrapper').textContent()).toMatch(/Completed/);
    await settle(page);
    await ctx.browser.screenshot('tasks-summary');
  });

  it('charts next days trips stats: services confirmed and still open per start day, in Spanish too', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await page.evaluate(() => localStorage.setItem('ui_locale', 'es'));
    await page.goto(`${ctx.server.url}/reports/next_days_trips_stats`);
    const figure = page.getByRole('figure', {
      name: /^Servicios por día de inicio: Servicios confirmados: [\d.]+, Servicios aún abiertos: [\d.]+$/,
    });
    await figure.waitFor();
    // The figures are the table's: confirmed and open services add up to all the services of the page.
    const label = (await figure.getAttribute('aria-label')) ?? '';
    const [confirmed, open] = [...label.matchAll(/: ([\d.]+)/g)].map((m) =>
      Number(m[1]!.replaceAll('.', '')),
    );
    const cells = await page
      .getByRole('table')
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent ?? '')),
      );
    const column = (name: string) =>
      page
        .getByRole('columnheader')
        .allTextContents()
        .then((h) => h.findIndex((x) => x.startsWith(name)));
    const [services, confirmedColumn] = [await column('Servicios'), await column('Servicios confirmados')];
    const sum = (i: number) => cells.reduce((n, row) => n + Number((row[i] ?? '0').replaceAll('.', '')), 0);
    expect(confirmed).toBe(sum(confirmedColumn));
    expect((confirmed ?? 0) + (open ?? 0)).toBe(sum(services));
    const chart = figure.locator('.recharts-surface, .recharts-wrapper [tabindex="0"]').first();
    await chart.focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => figure.locator('.recharts-tooltip-wrapper').textContent())
      .toMatch(/Servicios confirmados/);
    await settle(page);
    await ctx.browser.screenshot('next-days-trips-stats-es');
  });

  it('has no critical or serious accessibility problem on any grouped or task report', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    const found: Record<string, string[]> = {};
    for (const slug of [
      'vat_report',
      'next_days_report',
      'next_days_trips_stats',
      'prepayments_report',
      'locations_report',
      'active_tasks_report',
      'overdue_vs_pending_tasks_report',
      'completed_vs_total_tasks_report',
      'tasks_summary',
    ]) {
      await openInApp(page, `/reports/${slug}`);
      await page.getByRole('table').locator('tbody tr').first().waitFor();
      await settle(page);
      const problems = await axeProblems(page);
      if (problems.length) found[slug] = problems.map((p) => `${p.id}: ${p.targets.slice(0, 3).join(' | ')}`);
    }
    expect(found).toEqual({});
  });
});
