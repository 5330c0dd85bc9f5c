import { contentLanguages } from '../../content-languages.ts';

/** Branding constants (spec part 2 §3 "Branding item"), without Zod so the web app can import them. */
export const voucherVariants = [
  { key: 'cds', label: 'Camino' },
  { key: 'wh', label: 'Walking' },
  { key: 'ch', label: 'Cycling' },
] as const;
export const voucherLanguages = contentLanguages;
export const voucherPages = [
  { key: 'cover_page', label: 'Voucher cover page' },
  { key: 'introduction_page', label: 'Voucher introduction page' },
] as const;

export type VoucherVariant = (typeof voucherVariants)[number]['key'];
export type VoucherLanguage = (typeof voucherLanguages)[number]['key'];
export type VoucherPage = (typeof voucherPages)[number]['key'];

export const brandingLimits = { name: 100, phone: 50, email: 200, url: 300, text: 8000 } as const;

export const brandingMessages = {
  stale: 'This brand was changed by someone else since you opened it. Reload to see their version.',
  nameTaken: 'Another brand already has this name',
  notFound: 'unable to find branding',
} as const;
