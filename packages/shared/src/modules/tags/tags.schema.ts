import { z } from 'zod';
import { rowId } from '../../validation/numbers.ts';
import { fields } from '../../validation/zod.ts';

/** Tag kinds and the keys the tags settings screen uses for each (spec part 2 §3 "Tags"). */
export const tagTypes = ['provider', 'trip', 'invoice'] as const;
export type TagType = (typeof tagTypes)[number];
export const tagListKeys = {
  provider: 'providers_tags',
  trip: 'trips_tags',
  invoice: 'invoices_tags',
} as const;
export const tagNameMax = 100;

export const tag = z.object({ id: z.number(), name: z.string() });
export type Tag = z.infer<typeof tag>;

/** An entry without id is created, one with id renamed. */
const tagInput = z.object({ id: rowId().optional(), name: fields.requiredText(tagNameMax) });
const tagList = z.array(tagInput).max(1000).optional().default([]);

export const saveTagsBody = z.object({
  providers_tags: tagList,
  trips_tags: tagList,
  invoices_tags: tagList,
  delete: z
    .array(z.object({ id: rowId(), type: z.enum(tagTypes) }))
    .max(1000)
    .optional()
    .default([]),
});
export type SaveTagsBody = z.input<typeof saveTagsBody>;

export const tagsResponse = z.object({
  success: z.literal(true),
  messages: z.array(z.string()).optional(),
  providers_tags: z.array(tag),
  trips_tags: z.array(tag),
  invoices_tags: z.array(tag),
});
export type TagsResponse = z.infer<typeof tagsResponse>;
