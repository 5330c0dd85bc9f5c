import { i18n as activeI18n, type I18n, type MessageDescriptor } from '@lingui/core';

/**
 * A text written in English in the shared package or sent by the server (a list's field label, a settings
 * label, a validation or error message), in the language shown. `sharedTexts.ts` puts every such fixed
 * text in the catalogue with the English text as its id; a text not there (one with values inside, a
 * name typed by a person) stays as it is.
 */
export function tr(text: string, i18n: I18n = activeI18n): string {
  if (!text || i18n.messages[text] === undefined) return text;
  return i18n._(text);
}

/** A label that is either a catalogue message or a shared English text, in the language shown. */
export const textOf = (label: string | MessageDescriptor, i18n: I18n = activeI18n): string =>
  typeof label === 'string' ? tr(label, i18n) : i18n._(label);
