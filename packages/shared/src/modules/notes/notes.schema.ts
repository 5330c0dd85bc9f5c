import { z } from 'zod';
import { fields } from '../../validation/zod.ts';

/** A note on a record (a provider, a task): a comment, a file, or both (spec part 2 §3 "Notes"). */
export const noteLimits = { comment: 2000, maxBytes: 10 * 1024 * 1024 } as const;
export const noteFileTypes = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export const noteMessages = {
  empty: 'Write a comment or attach a file.',
  type: 'The file must be a PDF, PNG, JPEG or WebP file.',
  size: 'The file must be 10 MB or smaller.',
} as const;

/** The multipart text field of a POST …/notes, checked like a JSON body. */
export const noteComment = fields.optionalText(noteLimits.comment);

export const note = z.object({
  id: z.number(),
  comment: z.string(),
  file_name: z.string().nullable(),
  file_type: z.string().nullable(),
  /** The API path that downloads the file (with the bearer token), or null. */
  file_path: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type Note = z.infer<typeof note>;

export const notesResponse = z.object({
  success: z.literal(true),
  messages: z.array(z.string()).optional(),
  items: z.array(note),
});
