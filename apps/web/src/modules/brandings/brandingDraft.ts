import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import {
  brandingLimits as max,
  type VoucherLanguage,
  type VoucherPage,
  type VoucherVariant,
  voucherLanguages,
  voucherPages,
  voucherVariants,
} from '@trips/shared/modules/brandings/brandings.constants';
import * as rules from '@trips/shared/validation/rules';

export type LanguageTexts = Record<VoucherLanguage, string>;
export type PageTexts = Record<VoucherPage, LanguageTexts>;
export type VoucherTexts = Record<VoucherVariant, PageTexts>;

export interface Contact {
  phone: string;
  email: string;
  /** The brand's logo URL, a data URL of a picture chosen and not saved yet, or '' for none. */
  logo: string;
}
export interface BrandingValues {
  name: string;
  is_active: boolean;
  is_excel_import: boolean;
  pdf_settings: Contact;
  request_settings: Contact & { url: string };
  customer_web_site_settings: Contact & { url: string; voucher_texts: VoucherTexts };
}
export interface Branding extends BrandingValues {
  id: number;
}
/** GET, POST and PUT answer the brand as it now stands with its version. */
export interface BrandingAnswer {
  branding: Branding;
  version: number;
}
export interface BrandingSummary {
  id: number;
  name: string;
  is_active: boolean;
  is_excel_import: boolean;
}

export type ContactGroup = 'pdf_settings' | 'request_settings' | 'customer_web_site_settings';

/** The three contact sections of a brand, in screen order, and what their fields are called. */
export const contactGroups: readonly { key: ContactGroup; title: MessageDescriptor; withUrl: boolean }[] = [
  { key: 'pdf_settings', title: msg`PDF`, withUrl: false },
  { key: 'request_settings', title: msg`Request`, withUrl: true },
  { key: 'customer_web_site_settings', title: msg`Customer web site`, withUrl: true },
];

/** The voucher variants and pages as the interface language names them. */
export const variantNames: Record<VoucherVariant, MessageDescriptor> = {
  cds: msg`Camino`,
  wh: msg`Walking`,
  ch: msg`Cycling`,
};
export const pageNames: Record<VoucherPage, MessageDescriptor> = {
  cover_page: msg`Voucher cover page`,
  introduction_page: msg`Voucher introduction page`,
};

/** "texts in a language", a whole message per language so each reads naturally. */
const inLanguage: Record<VoucherLanguage, (what: string) => string> = {
  eng: (what) => t`${what} in English`,
  spn: (what) => t`${what} in Spanish`,
  grm: (what) => t`${what} in German`,
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What one page's texts of a variant are called: 'Walking voucher cover page'. */
export function voucherTextsLabel(variant: VoucherVariant, page: VoucherPage): string {
  const variantName = i18n._(variantNames[variant]);
  const pageName = i18n._(pageNames[page]).toLowerCase();
  return capitalised(t`${variantName} ${pageName}`);
}

/** What a contact field is called on its own: 'Request URL', 'PDF phone'. */
const contactFieldNames: Record<string, MessageDescriptor> = {
  url: msg`URL`,
  phone: msg`phone`,
  email: msg`email`,
  logo: msg`logo`,
};

export const textPath = (variant: VoucherVariant, page: VoucherPage, language: VoucherLanguage) =>
  `customer_web_site_settings.voucher_texts.${variant}.${page}.${language}`;

/** Every field of the editor by its path in a save, as the server names them in `field_errors`. */
export const fieldPaths: readonly string[] = [
  'name',
  'is_active',
  'is_excel_import',
  ...contactGroups.flatMap(({ key, withUrl }) =>
    [...(withUrl ? ['url'] : []), 'phone', 'email', 'logo'].map((field) => `${key}.${field}`),
  ),
  ...voucherVariants.flatMap((v) =>
    voucherPages.flatMap((p) => voucherLanguages.map((l) => textPath(v.key, p.key, l.key))),
  ),
];

/** An id for the input of a path, so a failed save can put the cursor on its first problem. */
export const inputId = (path: string) => `branding-${path.replace(/\./g, '-')}`;

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const obj = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

function voucherTextsOf(raw: unknown): VoucherTexts {
  const variants = obj(raw);
  return Object.fromEntries(
    voucherVariants.map((v) => {
      const pages = obj(variants[v.key]);
      return [
        v.key,
        Object.fromEntries(
          voucherPages.map((p) => {
            const languages = obj(pages[p.key]);
            return [p.key, Object.fromEntries(voucherLanguages.map((l) => [l.key, str(languages[l.key])]))];
          }),
        ),
      ];
    }),
  ) as VoucherTexts;
}

/**
 * The editable values of a brand, every field present in one order: a brand saved before its settings
 * existed answers `{ logo: '' }` for a group, and one without voucher texts answers none.
 */
export function valuesOf(brand: Partial<Record<keyof BrandingValues, unknown>> | null): BrandingValues {
  const b = brand ?? {};
  const pdf = obj(b.pdf_settings);
  const request = obj(b.request_settings);
  const site = obj(b.customer_web_site_settings);
  return {
    name: str(b.name),
    is_active: b.is_active === undefined ? true : b.is_active === true,
    is_excel_import: b.is_excel_import === true,
    pdf_settings: { phone: str(pdf.phone), email: str(pdf.email), logo: str(pdf.logo) },
    request_settings: {
      url: str(request.url),
      phone: str(request.phone),
      email: str(request.email),
      logo: str(request.logo),
    },
    customer_web_site_settings: {
      url: str(site.url),
      phone: str(site.phone),
      email: str(site.email),
      logo: str(site.logo),
      voucher_texts: voucherTextsOf(site.voucher_texts),
    },
  };
}

/** A new brand before anything is typed: switched on, not an Excel import, every text empty. */
export const blankBranding = (): BrandingValues => valuesOf(null);

/** The value at a path ('pdf_settings.email'). */
export function getIn(values: BrandingValues, path: string): unknown {
  return path.split('.').reduce<unknown>((at, key) => obj(at)[key], values);
}

/** A copy of the values with the one at `path` replaced (the objects on the way copied, the rest shared). */
export function setIn(values: BrandingValues, path: string, value: string | boolean): BrandingValues {
  const set = (at: unknown, [key, ...rest]: string[]): unknown =>
    rest.length === 0 ? { ...obj(at), [key]: value } : { ...obj(at), [key]: set(obj(at)[key], rest) };
  return set(values, path.split('.')) as BrandingValues;
}

/** Whether two sets of values differ; both come from valuesOf or edits of it, so keys are in one order. */
export const sameValues = (a: BrandingValues, b: BrandingValues) => JSON.stringify(a) === JSON.stringify(b);

/** The rule of each text field: the server's own (shared) rules, so its messages show before sending. */
function ruleOf(path: string): rules.Rule[] | null {
  if (path === 'name') return [rules.required, rules.onlySpaces, rules.maxLength(max.name)];
  const field = path.split('.').at(-1);
  if (path.includes('.voucher_texts.')) return [rules.maxLength(max.text)];
  if (field === 'phone') return [rules.maxLength(max.phone)];
  if (field === 'email') return [rules.email, rules.maxLength(max.email)];
  if (field === 'url') return [rules.maxLength(max.url)];
  return null;
}

/** The problems of the values a save would send, by path; empty when they may be sent. */
export function checkBranding(values: BrandingValues): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const path of fieldPaths) {
    const list = ruleOf(path);
    const value = getIn(values, path);
    if (!list || typeof value !== 'string') continue;
    const problem = rules.validate(value, ...list);
    if (problem) problems[path] = problem;
  }
  return problems;
}

/** The server's field errors: on the fields of the screen, the rest (paths it has no field for) listed. */
export function placeProblems(fieldErrors: Readonly<Record<string, string>>) {
  const fields: Record<string, string> = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(fieldErrors)) {
    if (fieldPaths.includes(path)) fields[path] = message;
    else other.push(message);
  }
  return { fields, other };
}

/** The first path with a problem in screen order, to bring the user to it. */
export const firstProblem = (fields: Readonly<Record<string, string>>) =>
  fieldPaths.find((path) => fields[path]) ?? null;

/** The voucher variant whose tab holds a path, or null for a field outside the voucher texts. */
export function variantOf(path: string): VoucherVariant | null {
  const match = /^customer_web_site_settings\.voucher_texts\.(\w+)\./.exec(path);
  return (voucherVariants.find((v) => v.key === match?.[1])?.key ?? null) as VoucherVariant | null;
}

export const summaryOf = ({ branding: b }: BrandingAnswer): BrandingSummary => ({
  id: b.id,
  name: b.name,
  is_active: b.is_active,
  is_excel_import: b.is_excel_import,
});

/** The list with a saved brand put in (or replaced), in name order as the server lists them. */
export function withSummary(items: readonly BrandingSummary[], brand: BrandingSummary): BrandingSummary[] {
  return [...items.filter((b) => b.id !== brand.id), brand].sort(
    (a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id,
  );
}

/** What a path is called on screen, for the list of problems beside Save. */
export function labelOf(path: string): string {
  if (path === 'name') return t`Name`;
  if (path === 'is_active') return t({ message: 'Active', context: 'brand' });
  if (path === 'is_excel_import') return t`Excel import`;
  const variant = variantOf(path);
  if (variant) {
    const [, , , page, language] = path.split('.');
    const found = voucherPages.find((p) => p.key === page);
    const what = found ? voucherTextsLabel(variant, found.key) : `${variant} ${page}`;
    const inIt = voucherLanguages.find((l) => l.key === language);
    return inIt ? inLanguage[inIt.key](what) : `${what} ${language}`;
  }
  const [group = '', field = ''] = path.split('.');
  const found = contactGroups.find((g) => g.key === group);
  const title = found ? i18n._(found.title) : group;
  const fieldName = contactFieldNames[field] ? i18n._(contactFieldNames[field]) : field;
  return capitalised(t`${title} ${fieldName}`);
}
