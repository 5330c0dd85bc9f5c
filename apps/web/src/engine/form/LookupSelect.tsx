import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import type { LookupItem } from '@trips/shared/modules/lookups/lookups.schema';
import { useLookup } from '../options/useLookup';
import { pickable } from './pickable';

export interface LookupSelectProps {
  lookup: string;
  label: string;
  value: number | null;
  onChange: (id: number | null, item: LookupItem | null) => void;
  required?: boolean;
  error?: string | null;
  size?: 'xs' | 'sm';
  id?: string;
  readOnly?: boolean;
  /** Narrows the list further (the regions of the chosen country). */
  filter?: (item: LookupItem) => boolean;
}

/** One select for every reference list: searchable, clearable unless required, switched-off rows hidden. */
export function LookupSelect({
  lookup,
  label,
  value,
  onChange,
  required,
  error,
  size,
  id,
  readOnly,
  filter,
}: LookupSelectProps) {
  const { t } = useLingui();
  const items = useLookup(lookup).data ?? [];
  const offered = pickable(filter ? items.filter(filter) : items, value);
  return (
    <Select
      id={id}
      size={size}
      readOnly={readOnly}
      label={label}
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
      error={error}
      nothingFoundMessage={t`Nothing found`}
    />
  );
}
