import { emailTemplateMessages as m } from '@trips/shared/templates/messages';
import type { PreviewTemplateBody } from '@trips/shared/templates/templates.schema';
import type { Database } from '../../db/database.ts';
import { createOutboxRepo } from '../../engine/outbox/outbox.repo.ts';
import { badRequest } from '../../http/errors.ts';
import { type EmailTemplatesService, formatAddress } from './email-templates.service.ts';

/**
 * "Send test to me": the draft (or saved) text rendered as the preview shows it, queued to the staff
 * member's own address through the brand's account, marked as a test in its subject.
 */
export async function sendTemplateTest(
  db: Database,
  templates: EmailTemplatesService,
  userId: number,
  slug: string,
  body: PreviewTemplateBody,
  sample?: object,
) {
  const user = await db.selectFrom('users_view').select('email').where('id', '=', userId).executeTakeFirst();
  const recipient = user?.email.trim() ?? '';
  if (!recipient) throw badRequest(m.noOwnEmail);
  const { template, account, email } = await templates.renderDraft(slug, body, sample);
  await createOutboxRepo(db).enqueue(db, {
    channel: 'email',
    recipient,
    subject: `[TEST] ${email.subject}`,
    body: email.text,
    html: email.html,
    ...(account && { email_account_id: account.id, from: formatAddress(email.from, account.email) }),
    template_slug: template.slug,
  });
  return { success: true as const, recipient, messages: [m.testSent(recipient)] };
}
