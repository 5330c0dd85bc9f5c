/** Customer vouchers (issue 19), without Zod so the web app can import them. */
export const voucherLangs = ['en', 'es', 'de'] as const;
export type VoucherLang = (typeof voucherLangs)[number];

/** trips.language_id (lookup languages: English 1, Spanish 2, German 3) → the voucher's language. */
export const langOfLanguageId = (id: number | null | undefined): VoucherLang =>
  id === 2 ? 'es' : id === 3 ? 'de' : 'en';

/** The file name a download carries. */
export const voucherFileName = (tripId: number, lang: VoucherLang) => `vouchers-${tripId}-${lang}.pdf`;

/** voucher statuses (lookup statuses kind 'voucher'). */
export const voucherStatus = { notSent: 1, sent: 2, resendNeeded: 3 } as const;

export const voucherMessages = {
  generated: 'Vouchers generated',
  none: 'No vouchers have been generated for this trip yet.',
  noServices: 'This trip has no services to put on a voucher.',
  fileGone: 'The voucher file is missing. Generate the vouchers again.',
} as const;
