import { i18n, type Messages } from '@lingui/core';
import { type PageLang, pageLangs } from '@trips/shared/modules/traveller-links/traveller-links.constants';

// This page's own catalogues, each its own small chunk: English and Spanish as the interface's, German
// compiled from its de.po by tools/traveller-page-german.ts (the interface itself speaks no German).
const catalogues: Record<PageLang, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en.po'),
  es: () => import('./locales/es.po'),
  de: () => import('./locales/de'),
};

/** The first of the browser's languages the page speaks, else English. */
export function browserLang(): PageLang {
  for (const tag of navigator.languages ?? []) {
    const base = tag.toLowerCase().split('-')[0] as PageLang;
    if (pageLangs.includes(base)) return base;
  }
  return 'en';
}

/** Shows the page in `lang` once its catalogue is loaded. */
export async function showIn(lang: PageLang) {
  if (i18n.locale === lang) return;
  const { messages } = await catalogues[lang]();
  i18n.loadAndActivate({ locale: lang, messages });
  document.documentElement.lang = lang;
}

export const langNames: Record<PageLang, string> = { en: 'English', es: 'Español', de: 'Deutsch' };
