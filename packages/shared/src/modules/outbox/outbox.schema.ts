import { z } from 'zod';
import { integerParam } from '../../validation/numbers.ts';

export const outboxQuery = z.object({
  page: integerParam(1, 100_000).default(1),
  count: integerParam(1, 100).default(25),
});

export const outboxStatuses = ['pending', 'sent', 'dev', 'failed'] as const;

export const outboxMessage = z.object({
  id: z.number(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string(),
  /** The plain-text part (an SMS's text). */
  body: z.string(),
  html: z.string().nullable(),
  from_address: z.string().nullable(),
  reply_to: z.string().nullable(),
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  attachments: z.array(z.object({ filename: z.string() })),
  email_account_id: z.number().nullable(),
  template_slug: z.string().nullable(),
  subject_type: z.string().nullable(),
  subject_id: z.number().nullable(),
  status: z.enum(outboxStatuses),
  attempts: z.number(),
  next_attempt_at: z.string(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

export const outboxPage = z.object({
  success: z.literal(true),
  items: z.array(outboxMessage),
  has_more: z.boolean(),
  page: z.number(),
  count: z.number(),
});
export type OutboxPage = z.infer<typeof outboxPage>;
