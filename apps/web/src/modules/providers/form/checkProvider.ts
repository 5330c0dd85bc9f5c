import { messages } from '@trips/shared/validation/messages';
import type { FormProblems } from '../../../engine/edits/fieldErrors';
import type { ProviderDraft } from './providerDraft';

/** The checks worth doing before a round trip: a category and a commercial name. */
export function checkProvider({ fields: f }: ProviderDraft): FormProblems {
  const fields: Record<string, string> = {};
  if (!(f.category_id > 0)) fields.category_id = messages.required;
  if (f.commercial_name.trim() === '') fields.commercial_name = messages.required;
  return { fields, rows: {}, other: [] };
}
