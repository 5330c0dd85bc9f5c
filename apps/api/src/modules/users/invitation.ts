import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { sendPasswordLink } from '../auth/password-link.ts';

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
  await sendPasswordLink(trx, config, user, {
    validForMs: INVITATION_DAYS * 86_400_000,
    subject: 'Your Trip Back-Office account',
    body: (link) => invitationEmail(user.first_name, link),
  });
}
