import { z } from 'zod';
import { notesResponse } from '../notes/notes.schema.ts';
import { objectTasks } from '../tasks/tasks.schema.ts';
import { ratesResponse } from './provider-rates.schema.ts';
import { servicesResponse } from './provider-services.schema.ts';
import { providerResponse } from './providers.schema.ts';
import { type VoucherKind, voucherResponse } from './vouchers.schema.ts';

/** The voucher kind a provider of each category (provider_categories ids 1…9) most likely fills in. */
const kindOfCategory: VoucherKind[] = [
  'accommodation',
  'luggage',
  'transfer',
  'bike',
  'guides',
  'excursions',
  'food',
  'massage',
  'tours',
];
export const voucherKindOfCategory = (categoryId: number): VoucherKind =>
  kindOfCategory[categoryId - 1] ?? 'accommodation';

/**
 * What the provider screen's tabs first show, each exactly the body of the tab's own route (GET
 * /providers/{id}/rates, /services, /vouchers/{kind of its category}, /notes, the tasks' first page of GET
 * /tasks/about/provider/{id}); a part the reader may not see, or that failed, is left out.
 */
export const providerScreenParts = z
  .object({
    rates: ratesResponse,
    services: servicesResponse,
    voucher: voucherResponse,
    notes: notesResponse,
    tasks: objectTasks,
  })
  .partial();
export type ProviderScreenParts = z.infer<typeof providerScreenParts>;

/** GET /providers/{id}/screen: the provider as GET /providers/{id} answers it, and its tabs' first data. */
export const providerScreenResponse = providerResponse.extend({ parts: providerScreenParts });
export type ProviderScreenResponse = z.infer<typeof providerScreenResponse>;
