import { useLingui } from '@lingui/react/macro';
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
  /**
   * The row a single-value field holds: given (even null), the box shows it and keeps it after a pick;
   * left out, the box empties after each pick (adding to a list).
   */
  value?: Option | null;
  /** With `value`: the box can be cleared. */
  onClear?: () => void;
  /** The label is only read out (a cell of a table whose header names the column). */
  hideLabel?: boolean;
  size?: 'xs' | 'sm';
  placeholder?: string;
  disabled?: boolean;
  error?: string;
}

const keepAll: OptionsFilter = ({ options }) => options;

/** Searches a resource's picker (10 at a time) and hands over the chosen row. */
export function RemotePicker({
  label,
  resource,
  narrow,
  exclude = [],
  onPick,
  value,
  onClear,
  hideLabel,
  size,
  placeholder,
  disabled,
  error,
}: Props) {
  const { t } = useLingui();
  const keeps = value !== undefined;
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const [typed] = useDebouncedValue(search.trim(), 250);
  // A kept choice shows its name in the box: that is not a search.
  const query = useRemoteOptions(resource, typed === value?.name ? '' : typed, open, narrow);
  const items = useMemo(() => {
    const found = (query.data?.items ?? []).filter((o) => !exclude.includes(o.id));
    return value && !found.some((o) => o.id === value.id) ? [value, ...found] : found;
  }, [query.data, exclude, value]);
  return (
    <Select
      maw={420}
      size={size}
      label={hideLabel ? undefined : label}
      aria-label={hideLabel ? label : undefined}
      placeholder={placeholder ?? t`Search…`}
      searchable
      clearable={keeps && !!onClear}
      disabled={disabled}
      error={error}
      data={items.map((o) => ({ value: String(o.id), label: o.name }))}
      value={value ? String(value.id) : null}
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpen(true)}
      filter={keepAll}
      nothingFoundMessage={query.isFetching ? t`Loading…` : t`Nothing found`}
      onChange={(id) => {
        const picked = items.find((o) => String(o.id) === id);
        if (picked) onPick(picked);
        else if (id === null) onClear?.();
        if (!keeps) setSearch('');
      }}
    />
  );
}
