import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Second-factor challenges, known devices and password-reset tokens. */
export function createAuthRepo(db: Database) {
  return {
    createChallenge(c: {
      userId: number;
      codeHash: string;
      device: object;
      deviceHash: string;
      remember: boolean;
      expiresAt: Date;
    }) {
      return db
        .insertInto('login_challenges')
        .values({
          user_id: c.userId,
          code_hash: c.codeHash,
          device: JSON.stringify(c.device),
          device_hash: c.deviceHash,
          remember: c.remember,
          expires_at: c.expiresAt,
        })
        .execute();
    },

    /** The newest open challenge: a new sign-in replaces older codes. */
    latestOpenChallenge(userId: number) {
      return db
        .selectFrom('login_challenges')
        .selectAll()
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', new Date())
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    closeChallenges(userId: number) {
      return db
        .updateTable('login_challenges')
        .set({ used_at: new Date() })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
    },

    /**
     * Takes one of the challenge's tries before the code is compared, in one conditional update:
     * concurrent guesses cannot get more than `max` comparisons between them. Undefined when none is left.
     */
    takeAttempt(challengeId: number, max: number) {
      return db
        .updateTable('login_challenges')
        .set({ attempts: sql`attempts + 1` })
        .where('id', '=', challengeId)
        .where('attempts', '<', max)
        .returning('attempts')
        .executeTakeFirst();
    },

    /** Spends the challenge: true for exactly one caller, however many present the right code at once. */
    async claimChallenge(challengeId: number) {
      const claimed = await db
        .updateTable('login_challenges')
        .set({ used_at: new Date() })
        .where('id', '=', challengeId)
        .where('used_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return claimed !== undefined;
    },

    async isKnownDevice(userId: number, deviceHash: string) {
      const row = await db
        .selectFrom('known_devices')
        .select('user_id')
        .where('user_id', '=', userId)
        .where('device_hash', '=', deviceHash)
        .executeTakeFirst();
      return row !== undefined;
    },

    rememberDevice(userId: number, deviceHash: string) {
      return db
        .insertInto('known_devices')
        .values({ user_id: userId, device_hash: deviceHash })
        .onConflict((oc) => oc.columns(['user_id', 'device_hash']).doNothing())
        .execute();
    },

    createReset(userId: number, tokenHash: string, expiresAt: Date) {
      return db
        .insertInto('password_resets')
        .values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt })
        .execute();
    },

    openReset(tokenHash: string) {
      return db
        .selectFrom('password_resets as r')
        .innerJoin('users_view as u', 'u.id', 'r.user_id')
        .select(['r.id', 'r.user_id', 'u.email'])
        .where('r.token_hash', '=', tokenHash)
        .where('r.used_at', 'is', null)
        .where('r.expires_at', '>', new Date())
        .executeTakeFirst();
    },

    /** Spends the link in one conditional update: true for exactly one caller. */
    async claimReset(id: number) {
      const claimed = await db
        .updateTable('password_resets')
        .set({ used_at: new Date() })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', new Date())
        .returning('id')
        .executeTakeFirst();
      return claimed !== undefined;
    },
  };
}
