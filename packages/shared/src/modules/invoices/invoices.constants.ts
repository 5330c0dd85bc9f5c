/**
 * Zod-free constants of invoices (spec part 1 §3, §9; part 2 §3, §4, §9): the browser imports this file.
 */
export const invoicesPageSize = 50;
export const invoicesClearAllCount = 100;
/** The services modal and the provider picker of an invoice (part 2 §9). */
export const invoiceModalPageSize = 25;

/** statuses kinds of the two invoice status lists (lookups invoice_internal_statuses, invoice_payment_statuses). */
export const invoiceStatusDefaults = { internalStatusId: 1, paymentStatusId: 1 } as const;
/** The payment status that, with a payment date, pays the invoice's services. */
export const paidPaymentStatusId = 2;

export const invoiceMessages = {
  created: 'Invoice created',
  saved: 'Invoice saved',
  deleted: 'Invoice deleted',
  notFound: 'unable to find invoice',
  stale:
    'This invoice was saved by someone else while you were editing. Your changes are still on screen: reload to see theirs, then save again.',
  duplicate: (number: string) => `This provider already has an invoice numbered ${number}.`,
  duplicateOta: (number: string) => `This OTA account already has an invoice numbered ${number}.`,
  providerRequired: 'Choose the provider that sent the invoice.',
  otaRequired: 'Choose the OTA account of this invoice.',
  unknownProvider: 'Unknown provider',
  unknownOta: 'Unknown OTA account',
  unknownStatus: 'Unknown status',
  unknownUser: 'Choose an active user.',
  unknownTag: 'Choose invoice tags only.',
  foreignRow: 'This service is not one of the provider’s services.',
  missingRow: 'This service no longer exists.',
  rowTwice: 'This service is on the invoice twice.',
  paidWithoutDate: 'Enter the payment date of a paid invoice.',
} as const;
