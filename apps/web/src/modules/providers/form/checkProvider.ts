import { providerMessages } from '@trips/shared/modules/providers/providers.schema';
import { messages } from '@trips/shared/validation/messages';
import type { FormProblems } from '../../../engine/edits/fieldErrors';
import type { ProviderDraft } from './providerDraft';

const CLOCK = /^(([01]\d|2[0-3]):[0-5]\d)?$/;

/** The checks worth doing before a round trip: a category, a commercial name, times of day as 15:00. */
export function checkProvider({ fields: f }: ProviderDraft): FormProblems {
  const fields: Record<string, string> = {};
  if (!(f.category_id > 0)) fields.category_id = messages.required;
  if (f.commercial_name.trim() === '') fields.commercial_name = messages.required;
  for (const key of ['check_in_from', 'check_out_until'] as const)
    if (!CLOCK.test(f[key].trim())) fields[key] = providerMessages.clock;
  return { fields, rows: {}, other: [] };
}
