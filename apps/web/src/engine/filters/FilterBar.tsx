import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { filterActions } from '@trips/shared/list/actions';
import type { ResourceDescriptor } from '@trips/shared/list/descriptor';
import { activeFilters, type FieldFilter, filterOf, type ListState } from '@trips/shared/list/state';
import { type ReactNode, useState } from 'react';
import { tr } from '../../i18n/tr';
import type { ListDispatch } from '../state/useListState';
import type { OptionSource } from '../types';
import { FilterChip } from './FilterChip';
import { MoreFilters } from './MoreFilters';
import { SearchBox } from './SearchBox';
import { visibleFields } from './visibleFields';

interface Props {
  descriptor: ResourceDescriptor;
  state: ListState;
  dispatch: ListDispatch;
  sourceOf: (name: string) => OptionSource;
  /** Shown first among the filters (the saved filter in effect). */
  children?: ReactNode;
}

/** The search box, one chip per filter field, and Clear all. */
export function FilterBar({ descriptor: d, state, dispatch, sourceOf, children }: Props) {
  const { t } = useLingui();
  const list = tr(d.label);
  const lower = list.toLowerCase();
  const [openField, setOpenField] = useState<string | null>(null);
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const filterFor = (name: string): FieldFilter => filterOf(state, name);
  const { shown, more } = visibleFields(d, filterFor, added);
  const anything = activeFilters(d, state).length > 0 || state.search !== '';
  const resolved = (name: string): OptionSource => {
    const source = sourceOf(name);
    if (!('lookup' in source) || !source.narrowBy) return source;
    const ids = filterFor(source.narrowBy.field).values;
    return ids.length > 0 ? { ...source, within: { key: source.narrowBy.key, ids } } : source;
  };
  const pick = (name: string) => {
    setAdded((names) => new Set(names).add(name));
    setOpenField(name);
  };

  return (
    <Group gap={6} wrap="wrap" role="search" aria-label={t`${list} filters`} miw={0}>
      {children}
      {d.searchable && <SearchBox label={t`Search ${lower}`} value={state.search} dispatch={dispatch} />}
      {shown.map((name) => (
        <FilterChip
          key={name}
          name={name}
          field={d.fields[name]}
          label={tr(d.fields[name].label)}
          filter={filterFor(name)}
          dispatch={dispatch}
          source={resolved(name)}
          opened={openField === name}
          onOpenedChange={(opened) => setOpenField(opened ? name : null)}
        />
      ))}
      <MoreFilters descriptor={d} fields={more} onPick={pick} />
      {anything && (
        <Button
          variant="subtle"
          color="gray"
          size="compact-xs"
          onClick={() => dispatch(filterActions.clearAll())}
        >
          <Trans>Clear all</Trans>
        </Button>
      )}
    </Group>
  );
}
