import { templateLimits } from '@trips/shared/templates/limits';
import { messages } from '@trips/shared/validation/messages';
import type { FormProblems } from '../../engine/edits/fieldErrors';
import type { TemplateAnswer, TemplateFields } from './emailTemplatesApi';

export const fieldsOf = ({ template }: TemplateAnswer): TemplateFields => ({
  subject: template.subject,
  body: template.body,
  from: template.from,
  cc: template.cc,
  bcc: template.bcc,
  reply_to: template.reply_to,
  email_account_id: template.email_account_id,
});

export const sameFields = (a: TemplateFields, b: TemplateFields) =>
  (Object.keys(a) as (keyof TemplateFields)[]).every((key) => a[key] === b[key]);

/** The words of a rich-text body, without its markup. */
const textOfHtml = (html: string) => html.replace(/<[^>]*>/g, '').trim();

/** The checks the server makes first, so an empty subject or body is shown before a save. */
export function checkTemplate(draft: TemplateFields): FormProblems {
  const fields: Record<string, string> = {};
  if (!draft.subject.trim()) fields.subject = messages.required;
  else if (draft.subject.length > templateLimits.subject)
    fields.subject = messages.maxLength(templateLimits.subject);
  if (!textOfHtml(draft.body)) fields.body = messages.required;
  else if (draft.body.length > templateLimits.body) fields.body = messages.maxLength(templateLimits.body);
  return { fields, rows: {}, other: [] };
}
