import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, List, Stack, Table, Text, Title } from '@mantine/core';
import type { ZohoStatus } from '@trips/shared/modules/zoho/zoho.schema';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../i18n/format';
import { tr } from '../../../i18n/tr';
import { detailPath } from '../../../lib/paths';

type Line = ZohoStatus['automated_trip_revised'][number];

/** Lines about trips (what Zoho changed, comments not copied), newest first, each opening its trip. */
function TripLines({ title, lines, empty }: { title: string; lines: Line[]; empty: string }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {lines.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        <List size="sm" spacing={4}>
          {lines.map((l) => (
            <List.Item key={l.id}>
              <Anchor component={Link} to={detailPath('trip', l.trip_id)}>
                {l.trip_name}
              </Anchor>
              {` · ${formatDateTime(l.at)} · ${l.line}`}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

type Attention = ZohoStatus['attention'][number];
type Unmatched = ZohoStatus['unmatched'][number];

/** A titled table of deals, or what it says when there are none. */
function DealTable(props: {
  title: string;
  empty: string;
  headers: string[];
  minWidth: number;
  children: ReactNode;
  count: number;
}) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {props.title}
      </Title>
      {props.count === 0 ? (
        <Text c="dimmed" size="sm">
          {props.empty}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={props.minWidth}>
          <Table striped aria-label={props.title}>
            <Table.Thead>
              <Table.Tr>
                {props.headers.map((h) => (
                  <Table.Th key={h}>{h}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{props.children}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** The link to the task raised about a deal, after its name. */
const TaskLink = ({ id }: { id: number | null }) =>
  id ? (
    <>
      {' · '}
      <Anchor component={Link} to={detailPath('task', id)} size="sm">
        <Trans>Task</Trans>
      </Anchor>
    </>
  ) : null;

/** Deals that did not become trips, with their reason and the task raised about each. */
function UnmatchedList({ deals }: { deals: Unmatched[] }) {
  const { t } = useLingui();
  return (
    <DealTable
      title={t`Deals that did not become trips`}
      empty={t`Every deal read so far became a trip.`}
      headers={[t`Deal`, t`Account`, t`Reason`, t`Last seen`]}
      minWidth={600}
      count={deals.length}
    >
      {deals.map((u) => (
        <Table.Tr key={`${u.account_name}-${u.deal_id}`}>
          <Table.Td>
            {u.deal_name || u.deal_id}
            <TaskLink id={u.task_id} />
          </Table.Td>
          <Table.Td>{u.account_name}</Table.Td>
          <Table.Td>{tr(u.reason)}</Table.Td>
          <Table.Td>{formatDateTime(u.seen_at)}</Table.Td>
        </Table.Tr>
      ))}
    </DealTable>
  );
}

/** Trips made from deals that still need someone: no itinerary for the holiday, or left Pending. */
function AttentionList({ deals }: { deals: Attention[] }) {
  const { t } = useLingui();
  return (
    <DealTable
      title={t`Trips from deals that need attention`}
      empty={t`Every trip made from a deal has its services and is where it should be.`}
      headers={[t`Trip`, t`Deal`, t`Status`, t`Reason`, t`Last seen`]}
      minWidth={700}
      count={deals.length}
    >
      {deals.map((d) => (
        <Table.Tr key={`${d.account_name}-${d.deal_id}`}>
          <Table.Td>
            <Anchor component={Link} to={detailPath('trip', d.trip_id)}>
              {d.trip_name}
            </Anchor>
            <TaskLink id={d.task_id} />
          </Table.Td>
          <Table.Td>{`${d.deal_name || d.deal_id} · ${d.account_name}`}</Table.Td>
          <Table.Td>{d.general_status_name}</Table.Td>
          <Table.Td>{tr(d.reason)}</Table.Td>
          <Table.Td>{formatDateTime(d.seen_at)}</Table.Td>
        </Table.Tr>
      ))}
    </DealTable>
  );
}

/** Deals that did not become trips, with their reason; trips from deals that need someone; then what Zoho changed. */
export function ZohoDealLists({ status }: { status: ZohoStatus }) {
  const { t } = useLingui();
  return (
    <Stack gap="lg">
      <UnmatchedList deals={status.unmatched} />
      <AttentionList deals={status.attention} />
      <TripLines
        title={t`Trip changes from Zoho`}
        lines={status.automated_trip_revised}
        empty={t`Zoho has not changed any trip yet.`}
      />
      <TripLines
        title={t`Deal comments not copied (staff had edited the trip's comments)`}
        lines={status.ignore_comments}
        empty={t`None.`}
      />
    </Stack>
  );
}
