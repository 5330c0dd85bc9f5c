import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import { createSettingsRepo } from '../../engine/settings/settings.repo.ts';

const keyName = 'bookings.link_key';

/** The key signing providers' links: generated once and kept in settings, so every server shares it. */
export async function linkKey(db: Database): Promise<Buffer> {
  const settings = createSettingsRepo(db);
  const stored =
    (await settings.get<string>(keyName, '')) ||
    (await settings.setIfAbsent(keyName, randomBytes(32).toString('base64url')));
  return Buffer.from(stored, 'base64url');
}

const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');

/**
 * A provider's link token: the request's id and expiry, signed. Nothing secret is stored: the request row
 * says whether it was answered, superseded or has expired; the signature says the token is ours.
 */
export function signToken(key: Buffer, requestId: number, expiresAt: Date): string {
  const body = `${requestId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${body}.${mac(key, body)}`;
}

/** The request id a token names, or null when it is not one we signed. */
export function readToken(key: Buffer, token: string): number | null {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const expected = Buffer.from(mac(key, `${match[1]}.${match[2]}`));
  const given = Buffer.from(match[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return Number(match[1]);
}
