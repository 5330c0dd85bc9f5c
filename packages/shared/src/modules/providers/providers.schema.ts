import { z } from 'zod';
import { limits, messages } from '../../validation/messages.ts';
import { integer, quantity, rowId } from '../../validation/numbers.ts';
import * as rules from '../../validation/rules.ts';
import { fields, ruled } from '../../validation/zod.ts';

export const providerLimits = {
  name: limits.user,
  text: limits.user,
  comments: 4000,
  locations: 500,
  tags: 100,
} as const;

export const providerStatuses = ['active', 'inactive'] as const;
export type ProviderStatus = (typeof providerStatuses)[number];

const id = rowId();
const optionalId = id.nullable().optional().default(null);
const text = (max: number = providerLimits.text) => fields.optionalText(max).optional().default('');
const email = () => ruled(rules.email, rules.maxLength(providerLimits.text)).optional().default('');
const flag = () => z.boolean().optional().default(false);
/** The wording of a time of day that is not one. */
export const providerMessages = { clock: 'A time of day such as 15:00' } as const;
/** A time of day as 'HH:MM', or '' when not said. */
const clock = () =>
  z
    .string()
    .trim()
    .regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/, providerMessages.clock)
    .optional()
    .default('');
const coordinate = (max: number) => z.number().min(-max).max(max).nullable().optional().default(null);

/** What the general, contact, service, comments, payment, address and classification areas save. */
const editable = {
  category_id: rowId(messages.required),
  commercial_name: fields.requiredText(providerLimits.name),
  legal_name: text(providerLimits.name),
  cif: text(30),
  language_id: optionalId,
  currency_id: optionalId,
  status: z.enum(providerStatuses).optional().default('active'),
  location_id: optionalId,
  phone: fields.phone().optional().default(''),
  booking_email: email(),
  contact_email: email(),
  contact_name: text(),
  emergency: flag(),
  luggage: flag(),
  people: flag(),
  is_manually_managed_transfer: flag(),
  comments_eng: text(providerLimits.comments),
  comments_spn: text(providerLimits.comments),
  payment_method_id: optionalId,
  booking_method_id: optionalId,
  address: text(200),
  postal_code: text(20),
  city: text(),
  /** When the hotel lets guests in, and until when they may stay on the last morning. */
  check_in_from: clock(),
  check_out_until: clock(),
  country_id: optionalId,
  state_id: optionalId,
  latitude: coordinate(90),
  longitude: coordinate(180),
  rooms: quantity(100_000).nullable().optional().default(null),
  accommodation_type_id: optionalId,
  accommodation_level_id: optionalId,
  accommodation_detail_id: optionalId,
  transfer_type_id: optionalId,
  holiday_type_id: optionalId,
  tag_ids: z.array(id).max(providerLimits.tags).optional().default([]),
};
export type ProviderEditable = z.output<z.ZodObject<typeof editable>>;

export const createProviderBody = z.object({
  ...editable,
  location_ids: z.array(id).max(providerLimits.locations).optional().default([]),
});
export type CreateProviderBody = z.input<typeof createProviderBody>;

/**
 * An edit carries the version it started from. Locations change by difference (spec part 2 §4): ids added
 * in this session, and saved ones removed (a recovered location is simply no longer in deleted_locations).
 */
export const updateProviderBody = z.object({
  ...editable,
  version: integer(1),
  locations: z
    .object({
      add_location_ids: z.array(id).max(providerLimits.locations).optional().default([]),
      deleted_locations: z.array(id).max(providerLimits.locations).optional().default([]),
    })
    .optional()
    .default({ add_location_ids: [], deleted_locations: [] }),
});
export type UpdateProviderBody = z.input<typeof updateProviderBody>;

const named = z.object({ id: z.number(), name: z.string() });
type Bare<T> = T extends z.ZodDefault<infer I> ? Bare<I> : T extends z.ZodOptional<infer I> ? Bare<I> : T;
const bare = (s: z.ZodType): z.ZodType =>
  s instanceof z.ZodDefault || s instanceof z.ZodOptional ? bare(s.unwrap() as z.ZodType) : s;
type Shown = Exclude<keyof typeof editable, 'tag_ids'>;
const shown = Object.fromEntries(
  Object.entries(editable)
    .filter(([k]) => k !== 'tag_ids')
    .map(([k, v]) => [k, bare(v)]),
) as { [K in Shown]: Bare<(typeof editable)[K]> };

export const providerDetail = z.object({
  id: z.number(),
  ...shown,
  category_name: z.string(),
  language_name: z.string().nullable(),
  currency_symbol: z.string().nullable(),
  currency_rate: z.number().nullable(),
  location_name: z.string().nullable(),
  locations: z.array(named),
  tags: z.array(named),
  version: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProviderDetail = z.infer<typeof providerDetail>;

export const providerResponse = z.object({ success: z.literal(true), provider: providerDetail });
export const savedProviderResponse = providerResponse.extend({ messages: z.array(z.string()) });

/** One row of the providers list: the column slugs plus the ids. */
export const providerRow = z.object({
  id: z.number(),
  commercial_name: z.string(),
  legal_name: z.string(),
  category_id: z.number(),
  category_name: z.string(),
  location_name: z.string().nullable(),
  assigned_locations: z.array(z.string()),
  phone: z.string(),
  address: z.string(),
  postal_code: z.string(),
  check_in_from: z.string(),
  check_out_until: z.string(),
  booking_email: z.string(),
  contact_name: z.string(),
  cif: z.string(),
  status: z.enum(providerStatuses),
  rooms: z.number().nullable(),
  accommodation_type_name: z.string().nullable(),
  accommodation_level_name: z.string().nullable(),
  country_name: z.string().nullable(),
  state_name: z.string().nullable(),
  payment_method_name: z.string().nullable(),
  booking_method_name: z.string().nullable(),
  emergency: z.boolean(),
  luggage: z.boolean(),
  people: z.boolean(),
  is_manually_managed_transfer: z.boolean(),
  tags: z.array(z.string()),
  created_at: z.string(),
});
export type ProviderRow = z.infer<typeof providerRow>;
