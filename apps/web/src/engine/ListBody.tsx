import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { filterActions } from '@trips/shared/list/actions';
import type { ColumnConfig } from '@trips/shared/list/columns';
import type { ListResult } from '@trips/shared/list/result.schema';
import type { ListState } from '@trips/shared/list/state';
import { tr } from '../i18n/tr';
import classes from './ListPage.module.css';
import { loadFailureMessage } from './query/listKeys';
import type { ListDispatch } from './state/useListState';
import { ResourceTable } from './table/ResourceTable';
import { nextOrder } from './table/sorting';
import { TableSkeleton } from './table/TableSkeleton';
import type { ListRow, ListView } from './types';

interface Props<Row extends ListRow> {
  view: ListView<Row>;
  state: ListState;
  dispatch: ListDispatch;
  query: UseQueryResult<ListResult<Row>>;
  columns: readonly ColumnConfig[] | null;
  /** Set when filters, a search or a saved filter narrow the rows: what "Clear all filters" does. */
  clearFilters: (() => void) | null;
}

const noCells = {};

/** The naming column links to the row; when it is hidden, the first column shown does. */
function linkSlugOf(preferred: string, shown: readonly ColumnConfig[]): string {
  return shown.some((c) => c.slug === preferred) ? preferred : shown[0].slug;
}

/** The table, or what stands in for it: a skeleton, the load-failure message (spec part 1 §8), no rows. */
export function ListBody<Row extends ListRow>({
  view,
  state,
  dispatch,
  query,
  columns,
  clearFilters,
}: Props<Row>) {
  const { t } = useLingui();
  const d = view.descriptor;
  const label = tr(d.label);
  const lower = label.toLowerCase();
  if (query.isError && !query.data) {
    return (
      <div className={classes.state}>
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle />}
          title={view.loadFailure ?? loadFailureMessage(d.name, lower)}
        >
          <Button size="xs" variant="default" mt="xs" onClick={() => query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      </div>
    );
  }
  if (!query.data || !columns) {
    const shown = columns?.length ?? d.columns.filter((c) => c.default).length;
    return <TableSkeleton label={t`Loading ${lower}`} columns={Math.max(shown, 1)} />;
  }
  const empty = (
    <Stack className={classes.empty} gap="xs" align="center">
      <Text c="dimmed">{clearFilters ? t`No ${lower} match these filters.` : t`No ${lower} yet.`}</Text>
      {clearFilters && (
        <Button size="xs" variant="default" onClick={clearFilters}>
          <Trans>Clear all filters</Trans>
        </Button>
      )}
    </Stack>
  );
  return (
    <ResourceTable
      label={label}
      columns={columns}
      rows={query.data.items}
      cells={view.cells ?? noCells}
      rowHref={view.rowHref}
      linkSlug={linkSlugOf(view.linkColumn ?? d.columns[0].slug, columns)}
      order={state}
      sortKeys={d.sortKeys}
      onSort={(key) => dispatch(filterActions.setOrder(key, nextOrder(state, key)))}
      busy={query.isPlaceholderData}
      empty={empty}
    />
  );
}
