import { useLingui } from '@lingui/react/macro';
import { Group, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { filterActions } from '@trips/shared/list/actions';
import { activeFilters } from '@trips/shared/list/state';
import type { ReactNode } from 'react';
import { tr } from '../i18n/tr';
import { ColumnPicker } from './columns/ColumnPicker';
import { useColumns } from './columns/useColumns';
import { ExportButton } from './export/ExportButton';
import { FilterBar } from './filters/FilterBar';
import { ListBody } from './ListBody';
import classes from './ListPage.module.css';
import { useListQuery } from './query/useListQuery';
import { SavedFiltersMenu } from './saved/SavedFiltersMenu';
import { useListState } from './state/useListState';
import { ListFooter } from './table/ListFooter';
import type { ListRow, ListView, OptionSource } from './types';

interface Props<Row extends ListRow> {
  view: ListView<Row>;
  /** Page actions beside the title, e.g. "New location". */
  actions?: ReactNode;
}

/** A whole list screen from a module's view: filters, saved filters, columns, export, table, paging. */
export function ListPage<Row extends ListRow>({ view, actions }: Props<Row>) {
  const { t } = useLingui();
  const d = view.descriptor;
  const label = tr(d.label);
  useDocumentTitle(t`${label} · Trip Back-Office`);
  const [state, dispatch] = useListState(d);
  const query = useListQuery<Row>(d.name, state);
  const { columns, shown, save } = useColumns(d);
  const sourceOf = (name: string): OptionSource => {
    const { choices, options } = d.fields[name];
    // Fixed choices are written in English in the descriptor: offered in the language shown.
    const shownChoices = choices?.map((choice) => ({ ...choice, name: tr(choice.name) }));
    return (
      view.optionSources?.[name] ?? (shownChoices ? { choices: shownChoices } : { lookup: options ?? name })
    );
  };
  const filtered = activeFilters(d, state).length > 0 || state.search !== '';
  const page = query.data;

  return (
    <div className={classes.page}>
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h3">
          {label}
        </Title>
        {actions}
      </Group>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <FilterBar descriptor={d} state={state} dispatch={dispatch} sourceOf={sourceOf} />
        <Group gap={6} wrap="nowrap">
          <SavedFiltersMenu descriptor={d} state={state} dispatch={dispatch} />
          {columns && <ColumnPicker descriptor={d} columns={columns} save={save} />}
          <ExportButton resource={d.name} body={() => ({ ...state, columns: shown?.map((c) => c.slug) })} />
        </Group>
      </Group>
      <ListBody
        view={view}
        state={state}
        dispatch={dispatch}
        query={query}
        columns={shown}
        filtered={filtered}
      />
      {page && (
        <ListFooter
          facts={{ ...page, shown: page.items.length }}
          page={state.page}
          count={state.count}
          hasMore={page.has_more}
          defaultPageSize={d.pageSize}
          onPage={(n) => dispatch(filterActions.setPage(n))}
          onPageSize={(n) => dispatch(filterActions.setCount(n))}
        />
      )}
    </div>
  );
}
