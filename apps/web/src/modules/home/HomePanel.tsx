import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Card, Group, Table, Title } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResult } from '@trips/shared/list/result.schema';
import { defaultFilterState, type ListState } from '@trips/shared/list/state';
import { encodeListState } from '@trips/shared/list/url-state';
import { homePanelRows } from '@trips/shared/modules/home/home.panels';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { listKeys } from '../../engine/query/listKeys';
import { TableBody } from '../../engine/table/TableBody';
import type { ListRow } from '../../engine/types';
import { tr } from '../../i18n/tr';
import { api } from '../../lib/api';
import classes from './HomePage.module.css';
import type { HomePanelView } from './homePanelViews';
import { PanelState } from './PanelState';

const numeric = new Set<string>();

/** A list panel's filters: its preset from today, a few rows. */
const panelState = (panel: HomePanelView) =>
  ({ ...defaultFilterState(panel.view.descriptor), ...panel.preset(), count: homePanelRows }) as ListState;

/** A list panel's search, the same whether the home starts it early or the panel asks on mount. */
export const panelQuery = (panel: HomePanelView, state = panelState(panel)) => {
  const name = panel.view.descriptor.name;
  return queryOptions({
    queryKey: listKeys.search(name, state),
    queryFn: ({ signal }) =>
      api.post<ListResult<ListRow>>(
        `${name}/search`,
        { ...state, for_dashboard: true },
        { signal, quiet: true },
      ),
  });
};

/** One dashboard panel: how many rows match, the first few, and the full screen with the same filters. */
export function HomePanel({ panel }: { panel: HomePanelView }) {
  const { t, i18n } = useLingui();
  const d = panel.view.descriptor;
  const state = useMemo(() => panelState(panel), [panel]);
  const query = useQuery(panelQuery(panel, state));
  const open = `${panel.open}?${encodeListState(d, { ...state, count: d.pageSize })}`;
  const title = i18n._(panel.title);
  const columns = panel.columns.map((slug, i) => ({
    id: i + 1,
    slug,
    label: d.columns.find((c) => c.slug === slug)?.label ?? slug,
    is_active: true,
  }));
  const total = query.data?.all_count;
  return (
    <Card withBorder padding="md" component="section" aria-label={title} h="100%">
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Title order={2} size="h5">
          {title}
        </Title>
        {total !== undefined && (
          <Badge variant="light" size="lg" aria-label={t`${total} in all`}>
            {total}
            {query.data?.count_is_estimate ? '+' : ''}
          </Badge>
        )}
      </Group>
      <PanelState
        title={title}
        failed={query.isError}
        count={query.data?.items.length}
        empty={i18n._(panel.empty)}
      >
        <Table.ScrollContainer minWidth={320}>
          <Table fz="sm" verticalSpacing={4} className={classes.panelTable}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th key={c.slug}>{tr(c.label)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <TableBody
              columns={columns}
              rows={query.data?.items ?? []}
              cells={panel.view.cells ?? {}}
              rowHref={panel.view.rowHref}
              linkSlug={columns[0].slug}
              numeric={numeric}
            />
          </Table>
        </Table.ScrollContainer>
      </PanelState>
      <Anchor
        component={Link}
        to={open}
        size="sm"
        mt="xs"
        display="inline-block"
        aria-label={t`See all: ${title}`}
      >
        <Trans>See all</Trans>
      </Anchor>
    </Card>
  );
}
