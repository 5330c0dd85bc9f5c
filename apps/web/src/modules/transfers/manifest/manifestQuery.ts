import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListResult } from '@trips/shared/list/result.schema';
import type { ManifestRow } from '@trips/shared/modules/transfers/manifest.resource';
import { luggageManifestResource } from '@trips/shared/modules/transfers/manifest.resource';
import { api } from '../../../lib/api';
import { pathTo } from '../../../lib/paths';

export const manifestPath = pathTo('luggageManifest');
export const manifestHref = (date: string, providerId: number | null) =>
  `${manifestPath}?date=${date}${providerId ? `&provider=${providerId}` : ''}`;

/** The list body of one day of one company: the engine's filters fixed on the date and the provider. */
export function manifestBody(date: string, providerId: number) {
  return {
    date: { values: [date], filter_type: 'date', option_type: 'is' },
    provider_id: { values: [providerId], filter_type: 'autocomplete', option_type: 'is' },
    order_by: luggageManifestResource.defaultSort,
    order_type: 'asc',
    page: 1,
    count: 1000,
    filter_id: null,
  };
}

/** The day's bag moves of the company (up to 1000: a carrier's day; the export has them all). */
export const useManifest = (date: string | null, providerId: number | null) =>
  useQuery({
    queryKey: ['list', luggageManifestResource.name, 'manifest', date, providerId],
    queryFn: ({ signal }) =>
      api.post<ListResult<ManifestRow>>(
        `${luggageManifestResource.name}/search`,
        manifestBody(date!, providerId!),
        { signal },
      ),
    enabled: Boolean(date && providerId),
    placeholderData: keepPreviousData,
  });
