import { useReducer, useState } from 'react';
import type { FormProblems } from '../../../engine/edits/fieldErrors';
import { useSave } from '../../../engine/edits/useSave';
import { checkFields } from '../../../engine/form/checkFields';
import { type DossierDraft, draftReducer, hasChanges, listNames, saveBody } from './dossierDraft';
import { generalFields, holidayFields, locationField, settingFields } from './fieldSpecs';

const specsOf = { settings: settingFields, from_locations: [locationField], to_locations: [locationField] };

/** The checks worth doing before a round trip: each field and row by its specs. */
function checkDossier(draft: DossierDraft): FormProblems {
  const fields = checkFields(generalFields, draft.fields as never) as Record<string, string>;
  const rows: FormProblems['rows'] = {};
  for (const list of listNames)
    for (const row of draft.lists[list].rows) {
      const found = checkFields(specsOf[list as keyof typeof specsOf] ?? holidayFields, row.values);
      if (Object.keys(found).length > 0) rows[row.key] = found as Record<string, string>;
    }
  return { fields, rows, other: [] };
}

/** The dossier being edited, the saved state it started from, and its one Save. */
export function useDossierEditor(initial: DossierDraft) {
  const [base, setBase] = useState(initial);
  const [draft, dispatch] = useReducer(draftReducer, initial);
  const save = useSave();
  const load = (next: DossierDraft) => {
    setBase(next);
    dispatch({ type: 'load', draft: next });
    save.reset();
  };
  const rowKeys = () => ({
    settings: draft.lists.settings.rows.map((r) => r.key),
    ...Object.fromEntries(
      listNames.slice(1).map((list) => [`other_settings.${list}`, draft.lists[list].rows.map((r) => r.key)]),
    ),
  });
  const submit = (
    version: number | undefined,
    send: (body: ReturnType<typeof saveBody>) => Promise<unknown>,
  ) => save.submit(checkDossier(draft), () => ({ body: saveBody(draft, version), rowKeys: rowKeys() }), send);
  return { ...save, draft, dispatch, base, load, submit, dirty: hasChanges(draft, base) };
}
