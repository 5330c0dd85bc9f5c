import { z } from 'zod';
import { fields } from '../../validation/zod.ts';
import { storable } from '../lookups/lookups.schema.ts';

/** A provider note: a comment, a file, or both (spec part 2 §3 "Notes": comment and file_path). */
export const noteLimits = { comment: 2000, maxBytes: 10 * 1024 * 1024 } as const;
export const noteFileTypes = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export const noteMessages = {
  empty: 'Write a comment or attach a file.',
  type: 'The file must be a PDF, PNG, JPEG or WebP file.',
  size: 'The file must be 10 MB or smaller.',
} as const;

/** The multipart text field of POST /providers/{id}/notes, checked like a JSON body. */
export const noteComment = storable(fields.optionalText(noteLimits.comment));

export const providerNote = z.object({
  id: z.number(),
  comment: z.string(),
  file_name: z.string().nullable(),
  file_type: z.string().nullable(),
  /** The API path that downloads the file (with the bearer token), or null. */
  file_path: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type ProviderNote = z.infer<typeof providerNote>;

export const notesResponse = z.object({
  success: z.literal(true),
  messages: z.array(z.string()).optional(),
  items: z.array(providerNote),
});
