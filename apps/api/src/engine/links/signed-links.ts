import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import { createSettingsRepo } from '../settings/settings.repo.ts';

/**
 * The key signing one kind of public link (`keyName` in settings): generated once and kept, so every server
 * shares it. Each kind has its own key, so a token of one kind never reads as another's.
 */
export async function linkKey(db: Database, keyName: string): Promise<Buffer> {
  const settings = createSettingsRepo(db);
  const stored =
    (await settings.get<string>(keyName, '')) ||
    (await settings.setIfAbsent(keyName, randomBytes(32).toString('base64url')));
  return Buffer.from(stored, 'base64url');
}

const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');

/**
 * A link token: a row's id and an expiry, signed. Nothing secret is stored: the row says whether the link
 * still acts; the signature says the token is ours.
 */
export function signToken(key: Buffer, id: number, expiresAt: Date): string {
  const body = `${id}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${body}.${mac(key, body)}`;
}

/** The row id a token names, or null when it is not one we signed. */
export function readToken(key: Buffer, token: string): number | null {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const expected = Buffer.from(mac(key, `${match[1]}.${match[2]}`));
  const given = Buffer.from(match[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return Number(match[1]);
}
