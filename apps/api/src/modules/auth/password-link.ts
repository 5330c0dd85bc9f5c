import { type Config, publicUrl } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { createOutboxRepo } from '../../engine/outbox/outbox.repo.ts';
import { createAuthRepo } from './auth.repo.ts';
import { newToken, sha256 } from './tokens.ts';

export interface PasswordLinkMail {
  validForMs: number;
  subject: string;
  body: (link: string) => string;
}

/**
 * Emails a single-use /change-password link (password reset, new-user invitation). Call it inside the
 * transaction of the change that causes it: the token and the outbox message land together or not at all.
 */
export async function sendPasswordLink(
  trx: Database,
  config: Config,
  user: { id: number; email: string },
  mail: PasswordLinkMail,
) {
  const token = newToken();
  const link = `${publicUrl(config)}/change-password?email=${encodeURIComponent(user.email)}&token=${token}`;
  await createAuthRepo(trx).createReset(user.id, sha256(token), new Date(Date.now() + mail.validForMs));
  await createOutboxRepo(trx).enqueue(trx, {
    channel: 'email',
    recipient: user.email,
    subject: mail.subject,
    body: mail.body(link),
  });
}
