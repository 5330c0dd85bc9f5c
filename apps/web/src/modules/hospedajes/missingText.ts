import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const gaps = {
  'hotel address': msg`hotel address`,
  name: msg`name`,
  'second surname': msg`second surname`,
  'birth date': msg`birth date`,
  document: msg`document`,
  'support number': msg`support number`,
  relationship: msg`relationship`,
  nationality: msg`nationality`,
  sex: msg`sex`,
  address: msg`address`,
  'municipality code': msg`municipality code`,
  municipality: msg`municipality`,
  'phone or email': msg`phone or email`,
} as const;

const gap = (word: string, i18n: I18n) => (word in gaps ? i18n._(gaps[word as keyof typeof gaps]) : word);

/**
 * The report's "missing" text (written by the server in English: "hotel address; 1 of 2 travellers;
 * traveller 2: document, support number") in the reader's language.
 */
export function missingText(missing: string, i18n: I18n): string {
  return missing
    .split('; ')
    .map((part) => {
      const short = /^(\d+) of (\d+) travellers$/.exec(part);
      if (short) return i18n._(msg`${short[1]} of ${short[2]} travellers`);
      const traveller = /^traveller (\d+): (.*)$/.exec(part);
      if (traveller) {
        const words = traveller[2]!
          .split(', ')
          .map((word) => gap(word, i18n))
          .join(', ');
        return i18n._(msg`traveller ${traveller[1]}: ${words}`);
      }
      return gap(part, i18n);
    })
    .join('; ');
}
