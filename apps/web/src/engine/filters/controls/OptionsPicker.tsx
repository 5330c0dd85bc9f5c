import { Trans, useLingui } from '@lingui/react/macro';
import { MultiSelect, type OptionsFilter, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { filterActions } from '@trips/shared/list/actions';
import { useMemo, useState } from 'react';
import { usePickerOptions } from '../../options/fieldOptions';
import type { OptionSource } from '../../types';
import { typingDelay } from '../useDraft';
import type { ControlProps } from './types';

interface Props extends ControlProps {
  source: OptionSource;
}

/** The server already matched the typed text. */
const keepAll: OptionsFilter = ({ options }) => options;

/** Autocomplete and tags: pick any number of values, searching a lookup list or a resource's options. */
export function OptionsPicker({ name, label, filter, dispatch, source }: Props) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search, typingDelay);
  const options = usePickerOptions(source, filter.values, typed.trim());
  const data = useMemo(
    () => options.items.map((o) => ({ value: String(o.id), label: o.name })),
    [options.items],
  );

  return (
    <>
      <MultiSelect
        size="xs"
        aria-label={label}
        placeholder={filter.values.length === 0 ? t`Search…` : undefined}
        data={data}
        value={filter.values.map(String)}
        onChange={(ids) => dispatch(filterActions.setValues(name, ids.map(Number)))}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={options.remote ? keepAll : undefined}
        nothingFoundMessage={options.loading ? t`Loading…` : t`Nothing found`}
        clearable
        maxDropdownHeight={260}
        comboboxProps={{ withinPortal: false }}
        data-autofocus
      />
      {options.hasMore && (
        <Text size="xs" c="dimmed" mt={4}>
          <Trans>Showing the first matches; type to narrow them down.</Trans>
        </Text>
      )}
    </>
  );
}
