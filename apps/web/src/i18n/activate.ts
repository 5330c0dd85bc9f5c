import { i18n, type Messages } from '@lingui/core';
import type { UiLocale } from './locales';

type Catalogue = () => Promise<{ messages: Messages }>;

// Every module's catalogue of a language, each its own small chunk: only the language shown is loaded.
const catalogues: Record<UiLocale, Record<string, Catalogue>> = {
  en: import.meta.glob<{ messages: Messages }>(['../locales/en.po', '../modules/*/locales/en.po']),
  es: import.meta.glob<{ messages: Messages }>(['../locales/es.po', '../modules/*/locales/es.po']),
};

/** Loads a language's catalogues and shows the interface in it (a choice is remembered by whoever makes it). */
export async function activateLocale(locale: UiLocale) {
  if (i18n.locale === locale) return;
  const loaded = await Promise.all(Object.values(catalogues[locale]).map((load) => load()));
  const messages = Object.assign({}, ...loaded.map((catalogue) => catalogue.messages)) as Messages;
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
}
