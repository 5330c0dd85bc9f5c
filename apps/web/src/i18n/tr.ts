import { i18n as activeI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { sharedTemplates } from './sharedTexts';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each message with values inside ('Max length is {0} symbols') as a pattern catching its values. */
const patterns = sharedTemplates.map((template) => {
  const source = template
    .split(/\{\d\}/)
    .map(escaped)
    .join('(.+?)');
  return { template, pattern: new RegExp(`^${source}$`, 's') };
});

/**
 * A text written in English in the shared package or sent by the server (a list's field label, a settings
 * label, a validation or error message), in the language shown. `sharedTexts.ts` puts every such fixed
 * text in the catalogue with the English text as its id, and the messages with values inside as templates;
 * a text that is neither (a name typed by a person, a message built from values) stays as it is.
 */
export function tr(text: string, i18n: I18n = activeI18n): string {
  if (!text) return text;
  if (i18n.messages[text] !== undefined) return i18n._(text);
  for (const { template, pattern } of patterns) {
    const values = pattern.exec(text);
    if (values && i18n.messages[template] !== undefined) return i18n._(template, { ...values.slice(1) });
  }
  return text;
}

/** A label that is either a catalogue message or a shared English text, in the language shown. */
export const textOf = (label: string | MessageDescriptor, i18n: I18n = activeI18n): string =>
  typeof label === 'string' ? tr(label, i18n) : i18n._(label);
