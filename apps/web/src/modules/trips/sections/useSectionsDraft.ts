import { tripCosts } from '@trips/shared/modules/trips/trip-costs';
import { type TripSection, tripSections } from '@trips/shared/modules/trips/trips.constants';
import type { TripResponse } from '@trips/shared/modules/trips/trips.schema';
import { useReducer, useState } from 'react';
import { type RowErrors, rowErrorsOf } from '../../../engine/edits/fieldErrors';
import { fieldsMoved } from './endFollows';
import type { TripContext } from './newRows';
import type { AnyDraftRow } from './rows';
import { isDirty, rowsOf, sectionsBody, sectionsReducer, sectionsStateOf } from './sectionsDraft';
import { useLiveCosts } from './useLiveCosts';

/** Server errors per section, by row key, by the row's field ('accommodations.2.provider_id'). */
export type SectionErrors = Record<TripSection, Record<string, RowErrors>>;
const noErrors = (): SectionErrors => ({
  accommodations: {},
  luggage_transfers: {},
  normal_transfers: {},
  other_services: {},
});

/**
 * The four service sections of a trip being edited: their rows, whether they changed, what the save sends,
 * the live costs (each row's theoretical cost and the total of the rows not cancelled) and the errors of
 * a refused save, placed on the rows.
 */
export function useSectionsDraft(loaded: TripResponse) {
  const [state, dispatch] = useReducer(sectionsReducer, loaded, sectionsStateOf);
  const [errors, setErrors] = useState<SectionErrors>(noErrors);
  const live = useLiveCosts(state);
  const sections = rowsOf(state.edits);
  /** Σ of r_cost ?? t_cost over the rows not cancelled, with each row's live t_cost (part 2 §3). */
  const costOf = (section: TripSection) =>
    tripCosts(
      (sections[section] as readonly AnyDraftRow[]).map((row) => ({
        ...row,
        t_cost: live[section][row.key]?.t_cost ?? null,
      })),
      0,
      0,
    ).total_cost;
  const bySection = Object.fromEntries(tripSections.map((s) => [s, costOf(s)])) as Record<
    TripSection,
    number
  >;

  const clearError = (section: TripSection, key: string, fields: string[]) =>
    setErrors((current) => {
      const row = current[section][key];
      if (!row || !fields.some((f) => f in row)) return current;
      const rest = Object.fromEntries(Object.entries(row).filter(([f]) => !fields.includes(f)));
      return { ...current, [section]: { ...current[section], [key]: rest } };
    });

  return {
    sections,
    /** Saved rows removed in this edit, per section (deleted on save, until undone). */
    removed: Object.fromEntries(
      tripSections.map((s) => [s, state.edits[s].removed.map((r) => r.row)]),
    ) as unknown as typeof sections,
    dirty: isDirty(state),
    toSaveBody: () => sectionsBody(state),
    reset: (next: TripResponse) => {
      dispatch({ type: 'load', loaded: next });
      setErrors(noErrors());
    },
    /** The total for the gross margin, and each section's. */
    costs: {
      total: tripSections.reduce((cents, s) => cents + Math.round(bySection[s] * 100), 0) / 100,
      bySection,
    },
    /** Each row's theoretical cost, per section, by row key. */
    live,
    errors,
    /** A refused save's field_errors ('normal_transfers.0.date') on the rows, in the order they were sent. */
    setServerErrors: (fieldErrors: Readonly<Record<string, string>>) =>
      setErrors(
        Object.fromEntries(
          tripSections.map((s) => [
            s,
            rowErrorsOf(
              fieldErrors,
              s,
              state.edits[s].rows.map((r) => r.key),
            ),
          ]),
        ) as SectionErrors,
      ),
    add: (section: TripSection, trip: TripContext) => dispatch({ type: 'add', section, trip }),
    /** Sets a row's fields; `byHand`, as a person edits, also moves an end date that follows its start. */
    edit: (section: TripSection, key: string, patch: Partial<AnyDraftRow>, { byHand = false } = {}) => {
      dispatch({ type: 'edit', section, key, patch, byHand });
      clearError(section, key, byHand ? fieldsMoved(section, patch) : Object.keys(patch));
    },
    /** 'Send email to provider' on or off for every row of the sections. */
    switchSendEmail: (sections: readonly TripSection[], on: boolean) =>
      dispatch({ type: 'sendEmail', sections, on }),
    remove: (section: TripSection, key: string) => dispatch({ type: 'remove', section, key }),
    restore: (section: TripSection, key: string) => dispatch({ type: 'restore', section, key }),
  };
}

export type SectionsEditor = ReturnType<typeof useSectionsDraft>;
