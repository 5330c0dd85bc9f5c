import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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

/**
 * The load-failure message of a list (spec part 1 §8): 'unable to find locations', '… trips', … The
 * English text names the list by its key; a translation may name it by its label.
 */
export function loadFailureMessage(name: string, label = name) {
  const failure = msg({ id: 'unable to find {name}', message: `unable to find ${name}` });
  // The translation may name the list by its label, a value the English text does not use.
  return i18n._(failure.id, { name, label });
}
