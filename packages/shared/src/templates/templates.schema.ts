import { z } from 'zod';
import { integer, rowId, rowIdParam } from '../validation/numbers.ts';
import { fields, text } from '../validation/zod.ts';
import { templateLimits } from './limits.ts';
import { templateLanguages } from './registry.ts';

/** Which brand and language: `?branding_id=&lang=`. */
export const templateQuery = z.object({
  branding_id: rowIdParam(),
  lang: z.enum(templateLanguages),
});

const texts = {
  subject: fields.requiredText(templateLimits.subject),
  body: fields.requiredText(templateLimits.body),
  from: fields.optionalText(templateLimits.from).default(''),
  cc: fields.optionalText(templateLimits.addresses).default(''),
  bcc: fields.optionalText(templateLimits.addresses).default(''),
  reply_to: fields.optionalText(templateLimits.addresses).default(''),
};

/** A versioned save: version 0 when the brand × language has no text of its own yet. */
export const saveTemplateBody = z.object({
  ...texts,
  email_account_id: rowId().nullable().default(null),
  version: integer(0),
});
export type SaveTemplateBody = z.input<typeof saveTemplateBody>;
export type TemplateValues = z.output<typeof saveTemplateBody>;

/** A real case to render a template with: a trip, and for a service's template one of its rows. */
export const templateSample = z.object({ trip_id: rowId(), row_id: rowId().optional() });
export type TemplateSample = z.output<typeof templateSample>;

/**
 * A preview: a draft's texts, or the saved ones (with their fallback) for what is left out; with the
 * example values, or with a real case's (`sample`).
 */
export const previewTemplateBody = z.object({
  branding_id: rowId(),
  lang: z.enum(templateLanguages),
  subject: text().max(templateLimits.subject).optional(),
  body: text().max(templateLimits.body).optional(),
  cc: text().max(templateLimits.addresses).optional(),
  bcc: text().max(templateLimits.addresses).optional(),
  reply_to: text().max(templateLimits.addresses).optional(),
  sample: templateSample.optional(),
});
export type PreviewTemplateBody = z.input<typeof previewTemplateBody>;
