import { z } from 'zod';
import { integer, money, rowId } from '../../validation/numbers.ts';
import { fields } from '../../validation/zod.ts';

/** Language ids every service has an item for; a new service gets all three (spec part 2 §3, §9). */
export const serviceLanguageIds = [1, 2, 3] as const;
export const maxServices = 200;

const id = rowId();
const text = (max = 100) => fields.optionalText(max).optional().default('');

export const serviceItemInput = z.object({
  id: id.nullish(),
  language_id: z.union(serviceLanguageIds.map((n) => z.literal(n))),
  location_id: id.nullable().optional().default(null),
  meeting_point_name: text(),
  provider_point_id: id.nullable().optional().default(null),
  observations: text(2000),
  type_of_bikes: text(),
  height_measurment: text(),
  duration: text(50),
  time: text(50),
});

export const serviceInput = z.object({
  id: id.nullish(),
  name: fields.requiredText(100),
  /** The name in Spanish and German; empty: the English name stands in. */
  name_es: text(),
  name_de: text(),
  price: money(1_000_000_000).nullable().optional().default(null),
  service_type_id: id.nullable().optional().default(null),
  items: z.array(serviceItemInput).max(serviceLanguageIds.length).optional().default([]),
});
export type ServiceInput = z.output<typeof serviceInput>;

/** Every service as it now stands (rows without id are new) and the saved ones removed in the session. */
export const saveServicesBody = z.object({
  version: integer(1),
  services: z.array(serviceInput).max(maxServices),
  deleted_ids: z.array(id).max(maxServices).optional().default([]),
});
export type SaveServicesBody = z.input<typeof saveServicesBody>;

export const serviceItem = z.object({
  id: z.number(),
  language_id: z.number(),
  location_id: z.number().nullable(),
  location_name: z.string().nullable(),
  meeting_point_name: z.string(),
  provider_point_id: z.number().nullable(),
  provider_point_name: z.string().nullable(),
  observations: z.string(),
  type_of_bikes: z.string(),
  height_measurment: z.string(),
  duration: z.string(),
  time: z.string(),
});
export const providerService = z.object({
  id: z.number(),
  name: z.string(),
  name_es: z.string(),
  name_de: z.string(),
  price: z.number().nullable(),
  service_type_id: z.number().nullable(),
  items: z.array(serviceItem),
});
export type ProviderService = z.infer<typeof providerService>;

/** A service's name in a language of the app ('en', 'es', 'de'): its own there, else the English one. */
export const serviceNameIn = (
  service: Pick<ProviderService, 'name' | 'name_es' | 'name_de'>,
  lang: string,
): string => ({ es: service.name_es, de: service.name_de })[lang]?.trim() || service.name;

export const servicesResponse = z.object({
  success: z.literal(true),
  messages: z.array(z.string()).optional(),
  version: z.number(),
  services: z.array(providerService),
});
