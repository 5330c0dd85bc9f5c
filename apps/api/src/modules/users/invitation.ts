import { type Config, publicUrl } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { createOutboxRepo } from '../../engine/outbox/outbox.repo.ts';
import { createAuthRepo } from '../auth/auth.repo.ts';
import { newToken, sha256 } from '../auth/tokens.ts';

const INVITATION_DAYS = 7;

function invitationEmail(firstName: string, link: string) {
  return [
    `Hello ${firstName},`,
    '',
    'An account was created for you on the Trip Back-Office.',
    `Open this link within ${INVITATION_DAYS} days to choose your password:`,
    '',
    link,
  ].join('\n');
}

/**
 * A new user chooses their own password through a set-password link (the reset-password flow, valid
 * longer), so no administrator ever knows it. Written in the transaction that creates the user.
 */
export async function sendInvitation(
  trx: Database,
  config: Config,
  user: { id: number; email: string; first_name: string },
) {
  const token = newToken();
  const link = `${publicUrl(config)}/change-password?email=${encodeURIComponent(user.email)}&token=${token}`;
  await createAuthRepo(trx).createReset(
    user.id,
    sha256(token),
    new Date(Date.now() + INVITATION_DAYS * 86_400_000),
  );
  await createOutboxRepo(trx).enqueue(trx, {
    channel: 'email',
    recipient: user.email,
    subject: 'Your Trip Back-Office account',
    body: invitationEmail(user.first_name, link),
  });
}
