import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { TripHistoryItem } from '@trips/shared/modules/trips/trips.schema';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { formatDateTime } from '../../i18n/format';
import { ApiError } from '../../lib/api';
import { detailPath, pathTo } from '../../lib/paths';
import { valueText } from './form/tripChanges';
import {
  historyAction,
  historyFieldLabel,
  historySubject,
  shownHistoryChanges,
} from './form/tripHistoryText';
import { useTripHistory, useTripQuery } from './tripsApi';

function HistoryEntry({ item }: { item: TripHistoryItem }) {
  const { t } = useLingui();
  const subject = historySubject(item.subject);
  const changes = shownHistoryChanges(item.changes);
  const when = formatDateTime(item.created_at);
  return (
    <Paper component="article" withBorder radius="md" p="sm" aria-label={`${subject}, ${when}`}>
      <Group gap="xs" mb={changes.length ? 'xs' : 0} wrap="wrap">
        <Text size="sm" fw={600}>
          {item.user_name ?? t`System`}
        </Text>
        <Text size="sm" c="dimmed" component="time" dateTime={item.created_at}>
          {when}
        </Text>
        <Badge variant="light" size="sm">
          {historyAction(item.action)}
        </Badge>
        <Text size="sm">{subject}</Text>
      </Group>
      {changes.length > 0 && (
        <Table fz="sm" withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="30%">
                <Trans>Field</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Before</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>After</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {changes.map((c) => (
              <Table.Tr key={c.field}>
                <Table.Td>{historyFieldLabel(c.field)}</Table.Td>
                <Table.Td c="dimmed">{valueText(c.before)}</Table.Td>
                <Table.Td>{valueText(c.after)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

/** A trip's history: every change to the trip and its rows, newest first, a page at a time. */
export default function TripHistoryPage() {
  const id = Number(useParams().id);
  const trip = useTripQuery(id).data?.trip;
  const history = useTripHistory(id);
  const { t } = useLingui();
  const name = trip?.trip_name ?? t`Trip ${id}`;
  const header = (
    <PageHeader
      trail={[
        { label: t`Trips`, to: pathTo('trips') },
        { label: name, to: detailPath('trip', id) },
      ]}
      title={t`History`}
      documentTitle={t`History of ${name}`}
    />
  );
  if (history.isError || !(id > 0)) {
    const notFound = !(id > 0) || (history.error instanceof ApiError && history.error.status === 404);
    return (
      <Stack gap="md" maw={1000}>
        {header}
        <Alert color="red" variant="light" title={notFound ? t`Trip not found` : t`unable to find history`}>
          {notFound ? t`There is no trip with this number; it may have been deleted.` : null}
        </Alert>
      </Stack>
    );
  }
  const pages = history.data?.pages;
  if (!pages)
    return (
      <Stack gap="md" maw={1000}>
        {header}
        <PageLoader />
      </Stack>
    );
  const items = pages.flatMap((p) => p.items);
  const all = pages[pages.length - 1]?.all_count ?? items.length;
  const shown = items.length;
  return (
    <Stack gap="md" maw={1000}>
      {header}
      <Text size="sm" c="dimmed" role="status">
        {all === 0
          ? t`No changes recorded yet.`
          : plural(all, { one: `Showing ${shown} of # entry`, other: `Showing ${shown} of # entries` })}
      </Text>
      <Stack gap="sm" component="section" aria-label={t`Trip history`}>
        {items.map((item) => (
          <HistoryEntry key={item.id} item={item} />
        ))}
      </Stack>
      {history.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void history.fetchNextPage()}
          loading={history.isFetchingNextPage}
          style={{ alignSelf: 'center' }}
        >
          <Trans>Load more</Trans>
        </Button>
      )}
    </Stack>
  );
}
