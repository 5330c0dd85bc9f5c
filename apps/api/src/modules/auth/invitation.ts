import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { invitationMail, recipientLanguage } from './password-emails.ts';
import { sendPasswordLink } from './password-link.ts';

const INVITATION_DAYS = 7;

/**
 * A new user chooses their own password through a set-password link (the reset-password flow, valid
 * longer), so no administrator ever knows it. Written in the transaction that creates the user, in the
 * user's interface language (see recipientLanguage).
 */
export async function sendInvitation(
  trx: Database,
  config: Config,
  user: { id: number; email: string; first_name: string },
) {
  const language = await recipientLanguage(trx, user.id);
  await sendPasswordLink(trx, config, user, invitationMail(language, user.first_name, INVITATION_DAYS));
}
