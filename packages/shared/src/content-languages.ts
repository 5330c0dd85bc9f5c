/** The languages staff write customer-facing texts in (voucher texts, service names), in screen order. */
export const contentLanguages = [
  { key: 'eng', label: 'English' },
  { key: 'spn', label: 'Spanish' },
  { key: 'grm', label: 'German' },
] as const;
export type ContentLanguage = (typeof contentLanguages)[number]['key'];
export type LanguageTexts = Record<ContentLanguage, string>;
