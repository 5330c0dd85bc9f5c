import { messages } from '@trips/shared/validation/messages';
import { useReducer, useState } from 'react';
import { type FormProblems, noProblems, serverProblems } from '../../../engine/edits/fieldErrors';
import { useSave } from '../../../engine/edits/useSave';
import { checkFields } from '../../../engine/form/checkFields';
import { ApiError } from '../../../lib/apiError';
import { generalFields, roomPlanFields, serviceFields, stageFields, transferFields } from './fieldSpecs';
import { draftReducer, hasChanges, type ItineraryDraft, listNames, saveBody } from './itineraryDraft';

const specsOf = { stages: stageFields, transfers: transferFields, services: serviceFields };

/** The checks worth doing before a round trip: each field and row by its specs, a picked service. */
function checkItinerary(draft: ItineraryDraft): FormProblems {
  const fields = checkFields(generalFields, draft.fields as never) as Record<string, string>;
  const rows: FormProblems['rows'] = {};
  for (const list of listNames)
    for (const row of draft.lists[list].rows) {
      const found = checkFields(specsOf[list], row.values) as Record<string, string>;
      if (list === 'services' && !row.values.service_id) found.service_id = messages.required;
      if (list === 'stages')
        for (const [j, plan] of ((row.values.room_plans ?? []) as Record<string, unknown>[]).entries())
          for (const [key, message] of Object.entries(checkFields(roomPlanFields, plan)))
            found[`room_plans.${j}.${key}`] = message as string;
      if (Object.keys(found).length > 0) rows[row.key] = found;
    }
  return { fields, rows, other: [] };
}

/**
 * The server's field errors on the screen: the itinerary's own fields by their names, each row's by its
 * key (a day is `day_offset` to the server), a brand's on the brands.
 */
function problemsOf(error: unknown, rowKeys: Readonly<Record<string, readonly string[]>>): FormProblems {
  const envelope = error instanceof ApiError ? error.envelope : null;
  if (!envelope) return noProblems;
  if (!envelope.field_errors) return { ...noProblems, other: envelope.errors };
  const renamed = Object.fromEntries(
    Object.entries(envelope.field_errors).map(([path, message]) => [
      path
        .replace(/^itinerary\./, '')
        .replace(/^branding_ids\.\d+$/, 'branding_ids')
        .replace(/\.day_offset$/, '.day'),
      message,
    ]),
  );
  return serverProblems(renamed, rowKeys);
}

/** The itinerary being edited, the saved state it started from, and its one Save. */
export function useItineraryEditor(initial: ItineraryDraft) {
  const [base, setBase] = useState(initial);
  const [draft, dispatch] = useReducer(draftReducer, initial);
  // A 409 naming a field (the holiday id taken meanwhile) is a problem to fix, not someone else's save.
  const save = useSave({ isStale: (e) => !e.envelope?.field_errors, problemsOf });
  const load = (next: ItineraryDraft) => {
    setBase(next);
    dispatch({ type: 'load', draft: next });
    save.reset();
  };
  const rowKeys = () =>
    Object.fromEntries(listNames.map((list) => [list, draft.lists[list].rows.map((r) => r.key)]));
  const submit = (
    version: number | undefined,
    send: (body: ReturnType<typeof saveBody>) => Promise<unknown>,
  ) =>
    save.submit(checkItinerary(draft), () => ({ body: saveBody(draft, version), rowKeys: rowKeys() }), send);
  return { ...save, draft, dispatch, base, load, submit, dirty: hasChanges(draft, base) };
}
