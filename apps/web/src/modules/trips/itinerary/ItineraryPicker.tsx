import { useLingui } from '@lingui/react/macro';
import { type OptionsFilter, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { tripPickerCount } from '@trips/shared/modules/trips/trips.constants';
import { useMemo, useState } from 'react';
import { listKeys } from '../../../engine/query/listKeys';
import { api } from '../../../lib/api';

/** An itinerary as the new-trip form holds it: its name and how many nights it lasts. */
export interface ItineraryChoice {
  id: number;
  name: string;
  nights: number;
}
interface ItineraryRow {
  id: number;
  holiday_id: string;
  name: string;
  nights: number;
  is_active: boolean;
}
interface Page {
  items: ItineraryRow[];
}

const keepAll: OptionsFilter = ({ options }) => options;
export const itineraryLabel = (r: Pick<ItineraryRow, 'holiday_id' | 'name'>) => `${r.holiday_id} · ${r.name}`;

/** Searches the itineraries list (its own search box, active ones) and hands over the chosen one. */
export function ItineraryPicker({
  value,
  onPick,
  error,
}: {
  value: ItineraryChoice | null;
  onPick: (choice: ItineraryChoice | null) => void;
  error?: string;
}) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const [typed] = useDebouncedValue(search.trim(), 250);
  const term = typed === value?.name ? '' : typed;
  const query = useQuery({
    queryKey: [...listKeys.all('itineraries'), 'picker', term],
    queryFn: ({ signal }) =>
      api.post<Page>('itineraries/search', { page: 1, count: tripPickerCount, search: term }, { signal }),
    placeholderData: keepPreviousData,
    enabled: open,
  });
  const items = useMemo(() => {
    const found: ItineraryChoice[] = (query.data?.items ?? [])
      .filter((r) => r.is_active)
      .map((r) => ({ id: r.id, name: itineraryLabel(r), nights: r.nights }));
    return value && !found.some((o) => o.id === value.id) ? [value, ...found] : found;
  }, [query.data, value]);
  return (
    <Select
      label={t`Itinerary`}
      description={t`Optional: the trip's nights, transfers and services are made from it.`}
      placeholder={t`Search itineraries…`}
      searchable
      clearable
      error={error}
      data={items.map((o) => ({ value: String(o.id), label: o.name }))}
      value={value ? String(value.id) : null}
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpen(true)}
      filter={keepAll}
      nothingFoundMessage={query.isFetching ? t`Loading…` : t`Nothing found`}
      onChange={(id) => onPick(items.find((o) => String(o.id) === id) ?? null)}
    />
  );
}
