import { hash, verify } from '@node-rs/argon2';

// OWASP argon2id parameters: 19 MiB memory, 2 iterations, 1 lane (algorithm 2 = argon2id).
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

/** A hash of nothing, verified against when the account does not exist, so timing does not tell. */
let decoy: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  decoy ??= hashPassword('decoy-password-never-used');
  const target = passwordHash ?? (await decoy);
  try {
    const ok = await verify(target, password);
    return ok && passwordHash !== null;
  } catch {
    return false;
  }
}
