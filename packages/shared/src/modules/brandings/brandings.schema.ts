import { z } from 'zod';
import { integer } from '../../validation/numbers.ts';
import * as rules from '../../validation/rules.ts';
import { fields, ruled, text } from '../../validation/zod.ts';
import {
  brandingLimits as max,
  voucherLanguages,
  voucherPages,
  voucherVariants,
} from './brandings.constants.ts';

/**
 * A logo in a save: the logo URL the brand already has (kept), a data URL (a new picture, checked like an
 * avatar), or '' (none).
 */
const logo = text().max(3_000_000).default('');
const contact = {
  phone: fields.optionalText(max.phone).default(''),
  email: ruled(rules.email, rules.maxLength(max.email)).default(''),
  logo,
};
const url = fields.optionalText(max.url).default('');

const languages = z.object(
  Object.fromEntries(
    voucherLanguages.map((l) => [l.key, fields.optionalText(max.text).default('')]),
  ) as Record<(typeof voucherLanguages)[number]['key'], z.ZodDefault<ReturnType<typeof fields.optionalText>>>,
);
const pages = z.object(
  Object.fromEntries(
    voucherPages.map((p) => [p.key, languages.default(() => languages.parse({}))]),
  ) as Record<(typeof voucherPages)[number]['key'], z.ZodDefault<typeof languages>>,
);
const voucherTexts = z.object(
  Object.fromEntries(voucherVariants.map((v) => [v.key, pages.default(() => pages.parse({}))])) as Record<
    (typeof voucherVariants)[number]['key'],
    z.ZodDefault<typeof pages>
  >,
);

export const brandingSettings = {
  pdf_settings: z.object(contact).default(() => ({ phone: '', email: '', logo: '' })),
  request_settings: z
    .object({ url, ...contact })
    .default(() => ({ url: '', phone: '', email: '', logo: '' })),
  customer_web_site_settings: z
    .object({ url, ...contact, voucher_texts: voucherTexts.default(() => voucherTexts.parse({})) })
    .default(() => ({ url: '', phone: '', email: '', logo: '', voucher_texts: voucherTexts.parse({}) })),
};

export const saveBrandingBody = z.object({
  name: fields.requiredText(max.name),
  is_active: z.boolean().default(true),
  is_excel_import: z.boolean().default(false),
  ...brandingSettings,
  version: integer(1).optional(),
});
export type SaveBrandingBody = z.input<typeof saveBrandingBody>;
export type BrandingValues = z.output<typeof saveBrandingBody>;
