/** The languages of the interface (English is the source text). */
export const uiLanguages = ['en', 'es'] as const;
export type UiLanguage = (typeof uiLanguages)[number];

export const isUiLanguage = (value: unknown): value is UiLanguage =>
  uiLanguages.includes(value as UiLanguage);
