import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/fixture.ts';
import { settle, signInAs } from './support/people.ts';
import { ADMIN, expectPath } from './support/session.ts';

describe('the task reports', () => {
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
    await expect.poll(() => figure.locator('.recharts-tooltip-wrapper').innerText()).toMatch(/Completed/);
    await settle(page);
    await ctx.browser.screenshot('tasks-summary');
  });
});
