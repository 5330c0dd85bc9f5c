import { z } from 'zod';
import { rowId } from '../../validation/numbers.ts';
import { fields } from '../../validation/zod.ts';
import { documentTypes, travellerLimits as max, relationships, sexes } from './travellers.constants.ts';

/** A trip's travellers (`GET`/`PUT /trips/{id}/travellers`): the people a Hospedajes communication names. */
const text = (length: number) => fields.optionalText(length).optional().default('');
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .enum(['', ...values] as unknown as [string, ...string[]])
    .optional()
    .default('');
const day = z.iso.date({ error: 'Enter the date as YYYY-MM-DD.' }).nullable().optional().default(null);
const countryId = rowId().nullable().optional().default(null);

export const travellerInput = z.object({
  first_name: text(max.name),
  surname1: text(max.name),
  surname2: text(max.name),
  document_type: choice(documentTypes),
  document_number: text(max.document),
  document_support: text(max.support),
  nationality_id: countryId,
  birth_date: day,
  sex: choice(sexes),
  address: text(max.address),
  municipality_code: text(5),
  municipality_name: text(max.municipalityName),
  postal_code: text(max.postalCode),
  country_id: countryId,
  phone: fields.phone().optional().default(''),
  email: z
    .union([z.literal(''), fields.email(max.email)])
    .optional()
    .default(''),
  relationship: choice(relationships),
  /** Beyond SES.Hospedajes: what the operator needs of each traveller. */
  diet: text(max.diet),
  bike_height_cm: z.number().int().min(80).max(230).nullable().optional().default(null),
  emergency_name: text(max.name),
  emergency_phone: fields.phone().optional().default(''),
});
export type TravellerInput = z.infer<typeof travellerInput>;

export const saveTravellersBody = z.object({
  version: z.number().int().min(0),
  travellers: z.array(travellerInput).max(max.travellers),
});
export type SaveTravellersBody = z.infer<typeof saveTravellersBody>;

export const traveller = travellerInput.extend({ id: z.number().nullable() });
export type Traveller = z.infer<typeof traveller>;

export const travellersResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  trip_id: z.number(),
  version: z.number(),
  /** The trip's first day: a traveller under 18 on it is a minor. */
  start_date: z.string(),
  /** True when none are saved yet and the list is the customer, as the first traveller, to complete. */
  from_customer: z.boolean(),
  travellers: z.array(traveller),
});
export type TravellersResponse = z.infer<typeof travellersResponse>;
