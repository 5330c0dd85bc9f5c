import { SECRET_PLACEHOLDER } from '@trips/shared/settings/record-fields';
import type { SecretBox } from './secret-box.ts';

/** The API document's word on secrets, for a record or list with a secret among its fields. */
export const secretsNote = (fields: readonly { kind: string }[]) =>
  fields.some((field) => field.kind === 'secret')
    ? ` A set secret reads as \`${SECRET_PLACEHOLDER}\` (never its value) and an unset one as \`''\`; ` +
      `\`${SECRET_PLACEHOLDER}\` sent back keeps the stored one and \`''\` clears it.`
    : '';

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
