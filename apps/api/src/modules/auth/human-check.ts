import { createChallenge, verifySolution } from 'altcha-lib';
import type { Database } from '../../db/database.ts';
import { sha256 } from './tokens.ts';

const CHALLENGE_MINUTES = 10;

/** The challenge a solution answers: unique per issued challenge, whatever the payload's encoding. */
function challengeOf(payload: string): string {
  return String(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')).challenge);
}

/** ALTCHA proof-of-work: the server signs a challenge, verifies the solution, and refuses a solution twice. */
export function createHumanCheck(db: Database, hmacKey: string, maxNumber: number) {
  return {
    challenge() {
      const expires = new Date(Date.now() + CHALLENGE_MINUTES * 60_000);
      return createChallenge({ hmacKey, maxNumber, expires });
    },

    async verify(payload: string): Promise<boolean> {
      let valid = false;
      try {
        valid = await verifySolution(payload, hmacKey, true);
      } catch {
        return false;
      }
      if (!valid) return false;
      const signature = sha256(challengeOf(payload));
      await db.deleteFrom('altcha_spent').where('expires_at', '<', new Date()).execute();
      const spent = await db
        .insertInto('altcha_spent')
        .values({ signature, expires_at: new Date(Date.now() + CHALLENGE_MINUTES * 60_000) })
        .onConflict((oc) => oc.column('signature').doNothing())
        .returning('signature')
        .executeTakeFirst();
      return spent !== undefined;
    },
  };
}

export type HumanCheck = ReturnType<typeof createHumanCheck>;
