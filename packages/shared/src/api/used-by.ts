import { z } from 'zod';

/** The kinds of record that can keep another from being deleted; each opens its own screen. */
export const usedByKinds = [
  'trip',
  'provider',
  'location',
  'itinerary',
  'invoice',
  'task',
  'user',
  'dossier',
  'email_account',
] as const;
export type UsedByKind = (typeof usedByKinds)[number];

/** How many records of a kind a refused delete names (the count says how many there are in all). */
export const USED_BY_SHOWN = 5;

export const usedByEntry = z.object({
  kind: z.enum(usedByKinds),
  /** Every record of the kind that uses it. */
  count: z.number().int(),
  /** Up to five of them, as a person names them; `id` is the record the link opens (a trip row's trip). */
  items: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type UsedBy = z.infer<typeof usedByEntry>;

/** A row of a list save (a settings list, a provider's services) that is in use, and what uses it. */
export const rowInUse = z.object({
  id: z.number().int(),
  name: z.string(),
  used_by: z.array(usedByEntry),
});
export type RowInUse = z.infer<typeof rowInUse>;
