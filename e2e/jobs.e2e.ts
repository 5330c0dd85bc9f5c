import { describe, expect, it } from 'vitest';
import { createOutboxRepo } from '../apps/api/src/engine/outbox/outbox.repo.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { settle, signInAs } from './support/people.ts';
import { ADMIN, expectPath, see } from './support/session.ts';
import { scaled } from './support/timeouts.ts';

const SUBJECT = 'Booking request for Casa Pepe';

describe('jobs screen', () => {
  const ctx = useServerAndBrowser();

  /** An email through a brand account whose SMTP server refuses connections, failing on its only attempt. */
  async function failedDelivery() {
    const { db } = ctx.server;
    const account = await db
      .selectFrom('email_accounts')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('email_accounts')
      .set({ smtp_server: '127.0.0.1:1' })
      .where('id', '=', account.id)
      .execute();
    const { id } = await createOutboxRepo(db).enqueue(db, {
      channel: 'email',
      recipient: 'reservas@casapepe.example.es',
      subject: SUBJECT,
      body: 'Please confirm the booking.',
      html: '<p>Please confirm the booking.</p>',
      email_account_id: account.id,
    });
    const key = `outbox:${id}`;
    await db.updateTable('jobs').set({ max_attempts: 1 }).where('dedupe_key', '=', key).execute();
    ctx.server.app.jobs.kick();
    return { accountId: account.id, key };
  }

  it('shows a failed job with its error to the admin, and runs it again with Retry', async () => {
    const { page } = ctx.browser;
    const { accountId, key } = await failedDelivery();
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Jobs' }).click();
    await expectPath(page, '/jobs');
    await see(page, 'connect ECONNREFUSED 127.0.0.1:1');
    const row = page.getByRole('row').filter({ hasText: 'outbox.deliver' });
    await row.getByText('Failed').waitFor();
    expect(await row.getByText('1 / 1').count()).toBe(1);
    await settle(page);
    await ctx.browser.screenshot('jobs-failed');

    // The account loses its server: the retried email stays in the dev outbox instead of failing again.
    await ctx.server.db
      .updateTable('email_accounts')
      .set({ smtp_server: '' })
      .where('id', '=', accountId)
      .execute();
    await row.getByRole('button', { name: 'Retry' }).click();
    await see(page, 'The job will run again shortly.');
    // The open list keeps only the daily readiness sweep, scheduled for tomorrow.
    await expect
      .poll(() => page.getByRole('row').filter({ hasText: 'outbox.deliver' }).count(), {
        timeout: scaled(30_000),
      })
      .toBe(0);
    await page.getByRole('row').filter({ hasText: 'trips.readiness' }).waitFor();
    const job = () =>
      ctx.server.db
        .selectFrom('jobs')
        .select(['status', 'last_error'])
        .where('dedupe_key', '=', key)
        .executeTakeFirstOrThrow();
    expect(await job()).toEqual({ status: 'done', last_error: null });

    await page.locator('label', { hasText: 'Done' }).click();
    await page.getByRole('row').filter({ hasText: 'outbox.deliver' }).getByText('Done').waitFor();
    await page.goto(`${ctx.server.url}/outbox`);
    await page.getByRole('row').filter({ hasText: SUBJECT }).getByText('Kept (no gateway)').waitFor();
  });
});
