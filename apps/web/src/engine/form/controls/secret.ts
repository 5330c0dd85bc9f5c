import { SECRET_PLACEHOLDER } from '@trips/shared/settings/record-fields';

/** What a secret input shows: never the placeholder of a kept secret, only what the user typed. */
export const secretText = (value: unknown) =>
  value === SECRET_PLACEHOLDER || typeof value !== 'string' ? '' : value;

/** A secret input's text as the draft holds it: typing nothing keeps what was saved. */
export const secretFromInput = <V>(saved: V | undefined, text: string): V | string =>
  text === '' ? (saved ?? '') : text;

/** The server keeps a secret of this field (it answers the placeholder, never the secret). */
export const secretKept = (saved: unknown) => saved === SECRET_PLACEHOLDER;
