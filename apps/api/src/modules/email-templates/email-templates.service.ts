import { emailTemplateMessages as m } from '@trips/shared/templates/messages';
import {
  type TemplateDef,
  type TemplateLanguage,
  type TemplateSlug,
  templateBySlug,
} from '@trips/shared/templates/registry';
import type { PreviewTemplateBody, TemplateValues } from '@trips/shared/templates/templates.schema';
import { variablesOf } from '@trips/shared/templates/variables';
import type { Database } from '../../db/database.ts';
import { recordChange } from '../../engine/audit/audit.ts';
import { lockAndCheck } from '../../engine/edits/lock-and-check.ts';
import {
  checkTexts,
  exampleData,
  renderTexts,
  type TemplateProblems,
  type TemplateTexts,
  templateContext,
  withExamples,
} from '../../engine/templates/index.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import { resolveText } from './email-templates.fallback.ts';
import { createEmailTemplatesRepo, type TemplateRow } from './email-templates.repo.ts';

export interface TemplatePlace {
  branding_id: number;
  lang: TemplateLanguage;
}

const missing = () => notFound(m.notFound);
const refused = (problems: Record<string, string>) =>
  new AppError(400, m.invalid, problems, Object.values(problems));

/** The registry's template of a slug from a URL; 404 when there is none. */
function known(slug: string): TemplateDef<TemplateSlug> {
  const template = templateBySlug(slug);
  if (!template) throw missing();
  return template;
}

const textsOf = (row: TemplateRow | undefined): TemplateTexts => ({
  subject: row?.subject ?? '',
  body: row?.body ?? '',
  from: row?.from_name ?? '',
  cc: row?.cc ?? '',
  bcc: row?.bcc ?? '',
  reply_to: row?.reply_to ?? '',
});

/**
 * Checks texts as a save would, then renders them with the registry's examples, or with a real case's
 * values (`data`) where it has them (a preview with a trip: its link and reminder count stay examples).
 */
async function renderExamples(
  template: TemplateDef,
  texts: TemplateTexts,
  lang: TemplateLanguage,
  data?: object,
) {
  const variables = variablesOf(template);
  const problems: TemplateProblems = await checkTexts(texts, variables);
  if (Object.keys(problems).length > 0) throw refused(problems);
  const values = data ? withExamples(variables, data) : exampleData(variables);
  const rendered = await renderTexts(texts, templateContext(variables, values, lang));
  if ('problems' in rendered) throw refused(rendered.problems);
  return rendered.email;
}

export function createEmailTemplatesService(db: Database) {
  const repo = createEmailTemplatesRepo(db);

  async function brandOf(id: number) {
    const brand = await repo.brand(id);
    if (!brand) throw missing();
    return brand;
  }

  /** The account a brand's email goes from: the template's own, else the brand's first active one. */
  async function accountFor(brandingId: number, chosen: number | null | undefined) {
    const accounts = await repo.accounts(brandingId);
    return accounts.find((a) => a.id === chosen) ?? accounts.find((a) => a.is_active) ?? null;
  }

  async function get(urlSlug: string, place: TemplatePlace) {
    const { slug } = known(urlSlug);
    await brandOf(place.branding_id);
    const { row, source } = await resolveText(repo, slug, place.branding_id, place.lang);
    const sameBrand = row?.branding_id === place.branding_id;
    const fallback =
      source === 'fallback' && row
        ? {
            branding_id: row.branding_id,
            branding_name: (await brandOf(row.branding_id)).name,
            lang: row.lang,
          }
        : null;
    return {
      success: true as const,
      template: {
        slug,
        ...place,
        ...textsOf(row),
        // Another brand's account is not this brand's to send from.
        email_account_id: sameBrand ? (row?.email_account_id ?? null) : null,
      },
      version: source === 'own' ? row!.version : 0,
      source,
      fallback,
      accounts: await repo.accounts(place.branding_id),
    };
  }

  async function save(userId: number, urlSlug: string, place: TemplatePlace, body: TemplateValues) {
    const template = known(urlSlug);
    await brandOf(place.branding_id);
    const accounts = await repo.accounts(place.branding_id);
    if (body.email_account_id !== null && !accounts.some((a) => a.id === body.email_account_id)) {
      throw refused({ email_account_id: m.accountOfBrand });
    }
    await renderExamples(template, body, place.lang);
    const key = { slug: template.slug, brandingId: place.branding_id, lang: place.lang };
    await db.transaction().execute(async (trx) => {
      const tx = createEmailTemplatesRepo(trx);
      const version = await lockAndCheck(tx.lockVersion(key), body.version, {
        missing,
        stale: () => conflict(m.stale),
      });
      const before = await tx.find(key);
      const { from, version: _, ...rest } = body;
      const after = await tx.write(key, { ...rest, from_name: from }, version + 1, userId);
      await recordChange(trx, {
        entity: 'email_template',
        entityId: after.id,
        action: before ? 'update' : 'create',
        userId,
        before: before ?? null,
        after,
      });
    });
    return get(template.slug, place);
  }

  /**
   * Subject and body rendered with the examples, or with a real case's values (`sample`, the brand's own
   * then): the draft's texts, or the saved ones for those left out.
   */
  async function renderDraft(urlSlug: string, body: PreviewTemplateBody, sample?: object) {
    const template = known(urlSlug);
    const brand = await brandOf(body.branding_id);
    const { row } = await resolveText(repo, template.slug, body.branding_id, body.lang);
    const chosen = row?.branding_id === body.branding_id ? row.email_account_id : null;
    const account = await accountFor(body.branding_id, chosen);
    const data = sample && { ...sample, brand: brandData(brand, account?.email) };
    const saved = textsOf(row);
    const texts: TemplateTexts = {
      ...saved,
      subject: body.subject ?? saved.subject,
      body: body.body ?? saved.body,
      cc: body.cc ?? saved.cc,
      bcc: body.bcc ?? saved.bcc,
      reply_to: body.reply_to ?? saved.reply_to,
    };
    return { template, account, email: await renderExamples(template, texts, body.lang, data) };
  }

  async function preview(urlSlug: string, body: PreviewTemplateBody, sample?: object) {
    const { email } = await renderDraft(urlSlug, body, sample);
    return { success: true as const, ...email };
  }

  /**
   * The email a template makes for one case: `data` holds the template's variables (trip, customer,
   * provider, the row…; dates as YYYY-MM-DD, missing values empty); the brand's come from its settings.
   * Answers the HTML and plain-text parts, `from` as `"Sender name" <account address>` and the account.
   * For the outbox and the automation.
   */
  async function renderTemplate(
    slug: TemplateSlug,
    brandingId: number,
    lang: TemplateLanguage,
    data: unknown,
  ) {
    const template = known(slug);
    const { row } = await resolveText(repo, slug, brandingId, lang);
    if (!row) throw notFound(m.noText);
    const chosen = row.branding_id === brandingId ? row.email_account_id : null;
    const account = await accountFor(brandingId, chosen);
    const brand = brandData(await brandOf(brandingId), account?.email);
    const withBrand = { ...(typeof data === 'object' ? data : {}), brand };
    const variables = variablesOf(template);
    // Dates in the language the text is written in (a fallback's, when the language has none of its own).
    const textLang = row.lang as TemplateLanguage;
    const rendered = await renderTexts(textsOf(row), templateContext(variables, withBrand, textLang));
    if ('problems' in rendered) throw refused(rendered.problems);
    const { from: name, ...email } = rendered.email;
    return {
      ...email,
      from: account ? formatAddress(name, account.email) : '',
      email_account_id: account?.id ?? null,
    };
  }

  return { get, save, preview, renderDraft, renderTemplate };
}

/** The brand's contact data as the request settings give them (booking requests are what they are for). */
function brandData(brand: { name: string; request_settings: unknown }, accountEmail: string | undefined) {
  const settings = (brand.request_settings ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof settings[key] === 'string' ? (settings[key] as string) : '');
  return {
    name: brand.name,
    phone: text('phone'),
    email: text('email') || accountEmail || '',
    url: text('url'),
  };
}

/** `"Name" <address>`, or the address alone when the template gives no sender name. */
export function formatAddress(name: string, address: string): string {
  if (!name) return address;
  return `"${name.replace(/["\\]/g, '\\$&')}" <${address}>`;
}

export type EmailTemplatesService = ReturnType<typeof createEmailTemplatesService>;

/** A rendered email's sender as the outbox takes it: the brand's account, its `from` and reply-to, when set. */
export const senderOf = (email: { email_account_id: number | null; from: string; reply_to: string[] }) => ({
  ...(email.email_account_id ? { email_account_id: email.email_account_id } : {}),
  ...(email.from ? { from: email.from } : {}),
  ...(email.reply_to.length ? { reply_to: email.reply_to.join(', ') } : {}),
});
