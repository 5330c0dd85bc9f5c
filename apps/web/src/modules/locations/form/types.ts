import type { Dispatch } from 'react';
import type { FormProblems } from '../../../engine/edits/fieldErrors';
import type { DraftAction, LocationDraft } from './locationDraft';

/** What each section of the location form gets. */
export interface SectionProps {
  draft: LocationDraft;
  dispatch: Dispatch<DraftAction>;
  problems: FormProblems;
}
