import { z } from 'zod';
import { traveller, travellerInput } from '../hospedajes/travellers.schema.ts';
import { pageLangs } from './traveller-links.constants.ts';

/** Staff side: the trip's link (`/trips/{id}/traveller-link`). */
export const makeTravellerLinkBody = z.object({
  /** Revoke the live link and make a new one (its old token stops acting). */
  regenerate: z.boolean().optional().default(false),
});
export type MakeTravellerLinkBody = z.infer<typeof makeTravellerLinkBody>;

export const travellerLinkResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  url: z.string(),
  expires_at: z.string(),
  created_at: z.string(),
});
export type TravellerLinkResponse = z.infer<typeof travellerLinkResponse>;

export const travellerLinkState = z.object({
  success: z.literal(true),
  link: travellerLinkResponse.omit({ success: true, message: true }).nullable(),
});
export type TravellerLinkState = z.infer<typeof travellerLinkState>;

/** Public side: the page of a token (`/traveller/{token}`). */
export const travellerTokenParams = z.object({ token: z.string().min(1).max(200) });

const night = z.object({ date: z.string(), hotel: z.string(), town: z.string() });
export const travellerTrip = z.object({
  name: z.string(),
  brand: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  /** How many travel: the page offers a card for each. */
  people: z.number(),
  /** A cycling trip asks each traveller's bike height. */
  cycling: z.boolean(),
  nights: z.array(night),
  /** The pack (PDF) to download, once the vouchers exist. */
  pack_url: z.string().nullable(),
});
export type TravellerTrip = z.infer<typeof travellerTrip>;

export const travellerPage = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  lang: z.enum(pageLangs),
  version: z.number(),
  trip: travellerTrip,
  travellers: z.array(traveller),
  /** Per traveller, the fields SES.Hospedajes still needs (`travellers.{i}.{field}`). */
  missing: z.array(z.string()),
  /** The countries to choose from, named in the page's language; `spain_id` asks for the INE code. */
  countries: z.array(z.object({ id: z.number(), iso2: z.string(), name: z.string() })),
  spain_id: z.number().nullable(),
});
export type TravellerPage = z.infer<typeof travellerPage>;

const pageTraveller = travellerInput.extend({ id: z.number().nullable().optional().default(null) });
export const travellerPageSave = z.object({
  travellers: z.array(pageTraveller).max(50),
  /** The version the page loaded, and the travellers as loaded: with both, a staff save since is merged. */
  version: z.number().int().min(0).optional(),
  base: z.array(pageTraveller).max(50).optional(),
});
export type TravellerPageSave = z.infer<typeof travellerPageSave>;
