import { useLingui } from '@lingui/react/macro';
import { Select, type SelectProps } from '@mantine/core';
import type { LookupItem } from '@trips/shared/modules/lookups/lookups.schema';
import { useLookup } from '../options/useLookup';
import { pickable } from './pickable';

export interface LookupSelectProps
  extends Omit<SelectProps, 'value' | 'onChange' | 'data' | 'error' | 'filter' | 'size'> {
  lookup: string;
  value: number | null;
  onChange: (id: number | null, item: LookupItem | null) => void;
  error?: string | null;
  size?: 'xs' | 'sm';
  /** Narrows the list further (the regions of the chosen country). */
  filter?: (item: LookupItem) => boolean;
}

/** One select for every reference list: searchable, clearable unless required, switched-off rows hidden. */
export function LookupSelect({
  lookup,
  value,
  onChange,
  required,
  error,
  readOnly,
  filter,
  placeholder,
  ...select
}: LookupSelectProps) {
  const { t } = useLingui();
  const query = useLookup(lookup);
  const items = query.data ?? [];
  const offered = pickable(filter ? items.filter(filter) : items, value);
  return (
    <Select
      {...select}
      readOnly={readOnly}
      required={required}
      searchable
      clearable={!required && !readOnly}
      allowDeselect={!required}
      data={offered.map((i) => ({ value: String(i.id), label: i.name }))}
      value={value ? String(value) : null}
      onChange={(v) => {
        const id = v ? Number(v) : null;
        onChange(id, items.find((i) => i.id === id) ?? null);
      }}
      placeholder={query.isPending ? t`Loading…` : placeholder}
      error={error ?? (query.isError ? t`unable to find data` : undefined)}
      nothingFoundMessage={t`Nothing found`}
    />
  );
}
