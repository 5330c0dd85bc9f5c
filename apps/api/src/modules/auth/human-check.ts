import { createHmac, randomInt } from 'node:crypto';
import { altchaPayload } from '@trips/shared';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Database } from '../../db/database.ts';
import { sha256 } from './tokens.ts';

const CHALLENGE_MINUTES = 10;

/** The one algorithm the widget brings a worker for (apps/web AltchaField). */
const ALGORITHM = 'PBKDF2/SHA-256';

/**
 * The browser counts up from 0 to a counter drawn at random from this range, deriving a key (`cost` PBKDF2
 * iterations) at each step: the work is the counter times the cost, spread over the browser's cores.
 */
const COUNTER = { min: 500, max: 1000 } as const;

/** A base64-encoded payload of the widget's shape, or null. */
function decode(payload: string) {
  try {
    const parsed = altchaPayload.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * ALTCHA proof-of-work (PoW v2, deterministic effort): the server signs a challenge, verifies the solution,
 * and refuses a solution twice. The server derives the key at the chosen counter once, when it issues the
 * challenge, and signs it with a second key; checking a solution is then two HMACs, no key derivation.
 */
export function createHumanCheck(db: Database, hmacKey: string, cost: number) {
  const keySignatureSecret = createHmac('sha256', hmacKey).update('altcha key signature').digest('hex');

  return {
    async challenge() {
      const { parameters, signature } = await createChallenge({
        algorithm: ALGORITHM,
        cost,
        counter: randomInt(COUNTER.min, COUNTER.max + 1),
        deriveKey,
        expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySignatureSecret,
      });
      // Always there with a signature secret; an unsigned challenge could never be verified.
      if (!signature) throw new Error('the human-check challenge was left unsigned');
      return { parameters, signature };
    },

    async verify(payload: string): Promise<boolean> {
      const decoded = decode(payload);
      if (!decoded) return false;
      let verified = false;
      try {
        ({ verified } = await verifySolution({
          challenge: decoded.challenge,
          solution: decoded.solution,
          deriveKey,
          hmacSignatureSecret: hmacKey,
          hmacKeySignatureSecret: keySignatureSecret,
        }));
      } catch {
        return false;
      }
      if (!verified) return false;
      // The signature covers the challenge's random nonce: one row per issued challenge.
      const signature = sha256(decoded.challenge.signature);
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
