import { notFound } from '../../http/errors.ts';

export interface VersionErrors {
  /** The record is gone; a plain 404 when not given. */
  missing?: () => Error;
  /** The record moved on since the editor loaded it: a 409, maybe carrying the record as it now stands. */
  stale: () => Error | Promise<Error>;
}

/**
 * The versioned save's first step, inside its transaction: `lock` takes the record's row lock (or its
 * editor counter) and answers its version, so two saves of one version queue here and only the first
 * matches. Answers what `lock` gave.
 */
export async function lockAndCheck<T extends { version: number } | number>(
  lock: Promise<T | undefined>,
  expectedVersion: number,
  errors: VersionErrors,
): Promise<T> {
  const locked = await lock;
  if (locked === undefined) throw (errors.missing ?? (() => notFound()))();
  const version = typeof locked === 'number' ? locked : locked.version;
  if (version !== expectedVersion) throw await errors.stale();
  return locked;
}
