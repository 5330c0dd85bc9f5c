import { Group } from '@mantine/core';
import { filterActions } from '@trips/shared/list/actions';
import { activeFilters } from '@trips/shared/list/state';
import type { ReactNode } from 'react';
import { PageHeader } from '../components/PageHeader';
import { tr } from '../i18n/tr';
import { useListTitle } from '../lib/screenTitle';
import { useColumns } from './columns/useColumns';
import { ExportStatus } from './export/ExportStatus';
import { FilterBar } from './filters/FilterBar';
import { ListBody } from './ListBody';
import classes from './ListPage.module.css';
import { useListQuery } from './query/useListQuery';
import { SavedFilterBadge } from './saved/SavedFilterBadge';
import { clearSavedFilter, savedInEffect } from './saved/savedInEffect';
import { useSavedFilterActions } from './saved/useSavedFilterActions';
import { useListState } from './state/useListState';
import { ListFooter } from './table/ListFooter';
import { ListToolbar } from './toolbar/ListToolbar';
import { useNarrowList } from './toolbar/narrowList';
import { useListExport } from './toolbar/useListExport';
import type { ListRow, ListView, OptionSource } from './types';

interface Props<Row extends ListRow> {
  view: ListView<Row>;
  /** Page actions beside the title, e.g. "New location". */
  actions?: ReactNode;
}

/** A whole list screen from a module's view: filters, saved filters, columns, export, table, paging. */
export function ListPage<Row extends ListRow>({ view, actions }: Props<Row>) {
  const d = view.descriptor;
  // Titled as the menu entry that opens it (the route table's, a report's); a list elsewhere by its own label.
  const label = useListTitle() ?? tr(d.label);
  const [state, dispatch] = useListState(d);
  const query = useListQuery<Row>(d.name, state);
  const { columns, shown, save } = useColumns(d);
  const saved = useSavedFilterActions(d, state, dispatch);
  const inEffect = savedInEffect(d, state, saved.list.data, tr);
  const exporter = useListExport(d.name, () => ({ ...state, columns: shown?.map((c) => c.slug) }));
  const narrow = useNarrowList();
  const sourceOf = (name: string): OptionSource => {
    const { choices, options } = d.fields[name];
    // Fixed choices are written in English in the descriptor: offered in the language shown.
    const shownChoices = choices?.map((choice) => ({ ...choice, name: tr(choice.name) }));
    return (
      view.optionSources?.[name] ?? (shownChoices ? { choices: shownChoices } : { lookup: options ?? name })
    );
  };
  const ownFilters = activeFilters(d, state).length > 0 || state.search !== '';
  const clearFilters = ownFilters
    ? () => dispatch(filterActions.clearAll())
    : inEffect && (() => dispatch(clearSavedFilter(state)));
  const page = query.data;

  return (
    <div className={classes.page}>
      <PageHeader title={label} actions={actions} />
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <FilterBar descriptor={d} state={state} dispatch={dispatch} sourceOf={sourceOf}>
          {inEffect && <SavedFilterBadge saved={inEffect} state={state} dispatch={dispatch} />}
        </FilterBar>
        <ListToolbar
          narrow={narrow}
          saved={saved}
          columns={columns && { descriptor: d, columns, save }}
          exporter={exporter}
        />
      </Group>
      {narrow && exporter.running && <ExportStatus running={exporter.running} />}
      {page && page.items.length > 0 && view.summary?.(page.items)}
      <ListBody
        view={view}
        state={state}
        dispatch={dispatch}
        query={query}
        columns={shown}
        clearFilters={clearFilters}
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
