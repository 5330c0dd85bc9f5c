import type { Limit, RateLimiter } from '../../engine/rate-limit/rate-limit.ts';
import { tooMany } from '../../http/errors.ts';

/** Every attempt from one address, whatever the account. */
const PER_IP: Limit = { max: 30, windowSeconds: 600 };
/** Wrong passwords for one account from one address. */
const PER_PAIR: Limit = { max: 10, windowSeconds: 600 };
/** Wrong passwords for one account from everywhere: higher and slower than the pair's. */
const PER_ACCOUNT: Limit = { max: 100, windowSeconds: 3600 };

/**
 * Wrong passwords lock out the address that sent them, not the account's owner: an attacker's failures
 * count against the (account, address) pair. Once an account has drawn many failures from everywhere,
 * only addresses with no failure of their own for it may still try — the owner signing in from their
 * usual place gets through with the right password.
 */
export function createLoginGuard(limiter: RateLimiter) {
  const keys = (email: string, ip: string) => ({
    pair: `login:pair:${email}:${ip}`,
    account: `login:account:${email}`,
  });

  return {
    /** Before the password is checked: refuses with 429 when this address may not try this account now. */
    async admit(email: string, ip: string) {
      await limiter.consume([`login:ip:${ip}`, PER_IP]);
      const { pair, account } = keys(email, ip);
      const pairFailures = await limiter.count(pair, PER_PAIR);
      if (pairFailures >= PER_PAIR.max) throw tooMany();
      if (pairFailures > 0 && (await limiter.count(account, PER_ACCOUNT)) >= PER_ACCOUNT.max) throw tooMany();
    },

    async failed(email: string, ip: string) {
      const { pair, account } = keys(email, ip);
      await limiter.record(pair, PER_PAIR);
      await limiter.record(account, PER_ACCOUNT);
    },

    /** A right password clears the address's failures for the account. */
    async succeeded(email: string, ip: string) {
      await limiter.reset(keys(email, ip).pair);
    },
  };
}
