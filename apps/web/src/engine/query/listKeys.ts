import type { ListState } from '@trips/shared/list/state';

/** Query keys of one list's server data; invalidating ['list', name] refreshes all of them. */
export const listKeys = {
  all: (name: string) => ['list', name] as const,
  search: (name: string, state: ListState) => ['list', name, 'search', state] as const,
  columns: (name: string) => ['list', name, 'columns'] as const,
  savedFilters: (name: string) => ['list', name, 'saved-filters'] as const,
  options: (name: string, search: string) => ['list', name, 'options', search] as const,
  optionNames: (name: string, ids: readonly number[]) => ['list', name, 'option-names', ids] as const,
};

/** The load-failure message of a list (spec part 1 §8): 'unable to find locations', '… trips', … */
export const loadFailureMessage = (name: string) => `unable to find ${name}`;
