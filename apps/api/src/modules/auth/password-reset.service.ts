import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { RateLimiter } from '../../engine/rate-limit/rate-limit.ts';
import { badRequest } from '../../http/errors.ts';
import { ok } from '../../http/ok.ts';
import { createUsersRepo } from '../users/index.ts';
import { createAuthRepo } from './auth.repo.ts';
import type { HumanCheck } from './human-check.ts';
import { recipientLanguage, resetMail } from './password-emails.ts';
import { sendPasswordLink } from './password-link.ts';
import { hashPassword } from './passwords.ts';
import { createSessionsRepo } from './sessions.repo.ts';
import { sha256 } from './tokens.ts';

const LINK_MINUTES = 60;
const SENT = 'If this address belongs to an account, we have emailed a link to reset the password.';

interface Deps {
  db: Database;
  config: Config;
  limiter: RateLimiter;
  humanCheck: HumanCheck;
  onOutbox: () => void;
}

const linkSpent = () =>
  badRequest('This link has expired or has already been used. Please ask for a new one.');

export function createPasswordResetService({ db, config, limiter, humanCheck, onOutbox }: Deps) {
  return {
    /** Always answers the same, whether or not the address has an account. */
    async requestReset(email: string, captcha: string, ip: string) {
      if (!(await humanCheck.verify(captcha))) {
        throw badRequest('The human check failed. Please solve it again.', { recaptcha: 'Enter reCaptcha' });
      }
      const address = email.toLowerCase();
      await limiter.consume(
        [`forgot:ip:${ip}`, { max: 10, windowSeconds: 3600 }],
        [`forgot:account:${address}`, { max: 3, windowSeconds: 3600 }],
      );
      const user = await createUsersRepo(db).findByEmail(address);
      if (user?.is_active) {
        // In the interface language the user chose, else in the language of the page that asked.
        await db.transaction().execute(async (trx) => {
          const language = await recipientLanguage(trx, user.id);
          await sendPasswordLink(trx, config, user, resetMail(language, LINK_MINUTES));
        });
        onOutbox();
      }
      return ok(SENT);
    },

    /** A link works once, before it expires, and only with the address it was sent to. */
    async resetPassword(body: { email: string; token: string; password: string }, ip: string) {
      await limiter.consume([`reset:ip:${ip}`, { max: 30, windowSeconds: 600 }]);
      const reset = await createAuthRepo(db).openReset(sha256(body.token));
      if (!reset || reset.email.toLowerCase() !== body.email.toLowerCase()) throw linkSpent();
      const passwordHash = await hashPassword(body.password);
      await db.transaction().execute(async (trx) => {
        // The claim decides: of several requests that passed the check above, only one changes the password.
        if (!(await createAuthRepo(trx).claimReset(reset.id))) throw linkSpent();
        await createUsersRepo(trx).setPassword(reset.user_id, passwordHash);
        await createSessionsRepo(trx).revokeAllOfUser(reset.user_id);
      });
      return ok('Your password has been changed. You can sign in now.');
    },
  };
}
