import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/fixture.ts';
import { expectPath } from './support/session.ts';

const conditions = (page: Page) => page.getByRole('list', { name: 'Password conditions' });
const toggle = (page: Page) => page.getByRole('button', { name: 'Password conditions' });
const newPassword = (page: Page) => page.getByLabel('New password', { exact: true });
const confirmation = (page: Page) => page.getByLabel('Confirm new password');
const change = (page: Page) => page.getByRole('button', { name: 'CHANGE' });

/** Whether what the user sees at the middle of the element is the element itself (nothing lies over it). */
async function uncovered(target: Locator) {
  return target.evaluate((element) => {
    // elementFromPoint sees only the viewport: on a phone the button may be further down.
    element.scrollIntoView({ block: 'center' });
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (element === top || element.contains(top));
  });
}

async function expectUncovered(page: Page) {
  await expect.poll(() => uncovered(confirmation(page))).toBe(true);
  await expect.poll(() => uncovered(change(page))).toBe(true);
}

describe('password conditions on /change-password', () => {
  const ctx = useServerAndBrowser();

  it('open only with the focus or on demand, and never cover the confirm field or CHANGE', async () => {
    const { page } = ctx.browser;
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 667 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(`${ctx.server.url}/change-password?email=alba@example.com&token=abc`);
      await expectPath(page, '/change-password');
      await change(page).waitFor();

      // On load: closed, nothing over the form.
      await conditions(page).waitFor({ state: 'hidden' });
      expect(await toggle(page).getAttribute('aria-expanded')).toBe('false');
      await expectUncovered(page);
      if (viewport.width > 1000) await ctx.browser.screenshot('change-password');

      // The field takes the focus: the conditions open and follow what is typed, below the field.
      await newPassword(page).click();
      await conditions(page).waitFor();
      expect(await toggle(page).getAttribute('aria-expanded')).toBe('true');
      // They are the field's description: read out with it.
      const describedBy = (await newPassword(page).getAttribute('aria-describedby')) ?? 'none';
      await page
        .locator(`[id="${describedBy}"]`)
        .getByRole('list', { name: 'Password conditions' })
        .waitFor();
      await newPassword(page).fill('Abc');
      await conditions(page)
        .getByText('Password must have at least one Uppercase Character. (met)')
        .waitFor();
      await conditions(page).getByText('Password must contain at least one Digit. (not met)').waitFor();
      await expectUncovered(page);
      // The list opens with a transition: measured once it has settled below the field.
      await expect
        .poll(async () => {
          const list = await conditions(page).boundingBox();
          const field = await confirmation(page).boundingBox();
          return Boolean(list && field && list.y + list.height <= field.y);
        })
        .toBe(true);
      if (viewport.width > 1000) await ctx.browser.screenshot('change-password-conditions');

      // Leaving the field closes them, coming back opens them.
      await confirmation(page).click();
      await conditions(page).waitFor({ state: 'hidden' });
      await newPassword(page).click();
      await conditions(page).waitFor();

      // Escape closes them while the field keeps the focus.
      await page.keyboard.press('Escape');
      await conditions(page).waitFor({ state: 'hidden' });
      const focused = (field: Locator) => field.evaluate((input) => input === document.activeElement);
      expect(await focused(newPassword(page))).toBe(true);

      // The toggle opens them on demand, without taking the focus, and they stay open in the next field.
      await toggle(page).click();
      await conditions(page).waitFor();
      expect(await focused(newPassword(page))).toBe(true);
      await confirmation(page).click();
      await confirmation(page).fill('Abc');
      expect(await conditions(page).isVisible()).toBe(true);
      await expectUncovered(page);
      await toggle(page).click();
      await conditions(page).waitFor({ state: 'hidden' });
    }
  });
});
