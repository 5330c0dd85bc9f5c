import { type OptionsFilter, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { type Option, useRemoteOptions } from './remoteOptions';

interface Props {
  label: string;
  /** The resource whose /options is searched: 'locations', 'providers'… */
  resource: string;
  narrow?: Readonly<Record<string, unknown>>;
  /** Ids not to offer (already chosen). */
  exclude?: readonly number[];
  onPick: (option: Option) => void;
  placeholder?: string;
  disabled?: boolean;
}

const keepAll: OptionsFilter = ({ options }) => options;

/** Searches a resource's picker (10 at a time) and hands over the chosen row; the box empties again. */
export function RemotePicker({
  label,
  resource,
  narrow,
  exclude = [],
  onPick,
  placeholder,
  disabled,
}: Props) {
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const [typed] = useDebouncedValue(search.trim(), 250);
  const query = useRemoteOptions(resource, typed, open, narrow);
  const items = useMemo(
    () => (query.data?.items ?? []).filter((o) => !exclude.includes(o.id)),
    [query.data, exclude],
  );
  return (
    <Select
      maw={420}
      label={label}
      placeholder={placeholder ?? 'Search…'}
      searchable
      disabled={disabled}
      data={items.map((o) => ({ value: String(o.id), label: o.name }))}
      value={null}
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpen(true)}
      filter={keepAll}
      nothingFoundMessage={query.isFetching ? 'Loading…' : 'Nothing found'}
      onChange={(value) => {
        const picked = items.find((o) => String(o.id) === value);
        if (picked) onPick(picked);
        setSearch('');
      }}
    />
  );
}
