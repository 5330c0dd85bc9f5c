import { isUiLanguage, type UiLanguage } from '@trips/shared/modules/users/language';

/** The languages of the interface, each named in itself. */
export const uiLocales: readonly { key: UiLanguage; label: string }[] = [
  { key: 'en', label: 'English' },
  { key: 'es', label: 'Español' },
];
export type UiLocale = UiLanguage;

const STORAGE_KEY = 'ui_locale';

/** The first of the browser's languages the interface speaks, else English. */
export function browserLocale(languages: readonly string[] = navigator.languages ?? []): UiLocale {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isUiLanguage(base)) return base;
  }
  return 'en';
}

/** The language last shown on this device (the signed-in user's choice), else the browser's. */
export function storedLocale(): UiLocale {
  const stored = localStorage.getItem(STORAGE_KEY);
  return isUiLanguage(stored) ? stored : browserLocale();
}

export function rememberLocale(locale: UiLocale) {
  localStorage.setItem(STORAGE_KEY, locale);
}
