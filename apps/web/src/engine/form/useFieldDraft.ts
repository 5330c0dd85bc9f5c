import { useState } from 'react';
import { type FormProblems, noProblems } from '../edits/fieldErrors';
import { type SaveOptions, useSave } from '../edits/useSave';

/** A form's own checks (`checkFields`) as the problems a save shows. */
export const fieldProblems = (fields: Readonly<Record<string, string | null | undefined>>): FormProblems => ({
  ...noProblems,
  fields: Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => !!entry[1])),
});

/**
 * A form's values as typed, with the engine's Save: `submit` checks, sends and keeps the server's field
 * errors; a field's message goes as soon as that field is edited.
 */
export function useFieldDraft<Values extends object>(
  initial: Values | (() => Values),
  options?: SaveOptions,
) {
  const [values, setValues] = useState(initial);
  const save = useSave(options);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    const { [key as string]: edited, ...fields } = save.problems.fields;
    if (edited) save.setProblems({ ...save.problems, fields });
  };
  return { ...save, values, setValues, set };
}
