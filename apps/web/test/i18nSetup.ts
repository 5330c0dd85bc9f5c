import { i18n, type Messages } from '@lingui/core';

const merged = (catalogues: Record<string, Messages>) =>
  Object.assign({}, ...Object.values(catalogues)) as Messages;

/** Every catalogue of each language, as the app loads them. */
export const testMessages = {
  en: merged(
    import.meta.glob<Messages>(['../src/locales/en.po', '../src/modules/*/locales/en.po'], {
      eager: true,
      import: 'messages',
    }),
  ),
  es: merged(
    import.meta.glob<Messages>(['../src/locales/es.po', '../src/modules/*/locales/es.po'], {
      eager: true,
      import: 'messages',
    }),
  ),
};

// Screens' helpers read the active language, as they do in the app once the catalogues are loaded.
i18n.load(testMessages);
i18n.activate('en');
