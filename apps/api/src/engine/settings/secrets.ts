import { SECRET_PLACEHOLDER } from '@trips/shared/settings/record-fields';
import type { SecretBox } from './secret-box.ts';

/** What may leave the server: a set secret shows as the placeholder, never as itself; an unset one as ''. */
export function maskSecrets<T extends Record<string, unknown>>(values: T, keys: readonly string[]): T {
  const out: Record<string, unknown> = { ...values };
  for (const key of keys) out[key] = values[key] ? SECRET_PLACEHOLDER : '';
  return out as T;
}

/** A secret as a save sent it → what to store: the placeholder keeps `stored`, '' clears it, the rest is sealed. */
export function secretToStore(box: SecretBox, sent: unknown, stored: unknown): string {
  if (sent === SECRET_PLACEHOLDER) return typeof stored === 'string' ? stored : '';
  return sent ? box.seal(String(sent)) : '';
}
