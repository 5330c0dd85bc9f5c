import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { listKeys } from '../query/listKeys';

export interface Option {
  id: number;
  name: string;
}
interface OptionsPage {
  items: Option[];
  has_more: boolean;
}

/** Picker page size (spec part 1 §9: location and provider pickers show 10). */
export const optionsPageSize = 10;

/**
 * One page of a resource's picker choices matching the typed text; `narrow` adds what the resource's
 * /options takes besides (e.g. providers: type and location_ids).
 */
export function useRemoteOptions(
  resource: string,
  search: string,
  enabled: boolean,
  narrow?: Readonly<Record<string, unknown>>,
) {
  return useQuery({
    queryKey: narrow ? [...listKeys.options(resource, search), narrow] : listKeys.options(resource, search),
    queryFn: ({ signal }) =>
      api.post<OptionsPage>(
        `${resource}/options`,
        { ...narrow, search, page: 1, count: optionsPageSize },
        { signal },
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The names of already chosen ids (from a shared link or a saved filter). */
export function useOptionNames(resource: string, ids: readonly number[]) {
  return useQuery({
    queryKey: listKeys.optionNames(resource, ids),
    queryFn: ({ signal }) =>
      api.post<OptionsPage>(`${resource}/options`, { ids, count: Math.min(ids.length, 100) }, { signal }),
    select: (page) => page.items,
    enabled: ids.length > 0,
    staleTime: 5 * 60_000,
  });
}
