import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, List, Stack, Table, Text, Title } from '@mantine/core';
import type { ZohoStatus } from '@trips/shared/modules/zoho/zoho.schema';
import { Link } from 'react-router';
import { detailPath } from '../../../app/paths';
import { formatDateTime } from '../../../i18n/format';
import { tr } from '../../../i18n/tr';

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

/** Trips made from deals that still need someone: no itinerary for the holiday, or left Pending. */
function AttentionList({ deals }: { deals: Attention[] }) {
  const { t } = useLingui();
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        <Trans>Trips from deals that need attention</Trans>
      </Title>
      {deals.length === 0 ? (
        <Text c="dimmed" size="sm">
          <Trans>Every trip made from a deal has its services and is where it should be.</Trans>
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={700}>
          <Table striped aria-label={t`Trips from deals that need attention`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Trip</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Deal</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Status</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Reason</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Last seen</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {deals.map((d) => (
                <Table.Tr key={`${d.account_name}-${d.deal_id}`}>
                  <Table.Td>
                    <Anchor component={Link} to={detailPath('trip', d.trip_id)}>
                      {d.trip_name}
                    </Anchor>
                    {d.task_id && (
                      <>
                        {' · '}
                        <Anchor component={Link} to={detailPath('task', d.task_id)} size="sm">
                          <Trans>Task</Trans>
                        </Anchor>
                      </>
                    )}
                  </Table.Td>
                  <Table.Td>{`${d.deal_name || d.deal_id} · ${d.account_name}`}</Table.Td>
                  <Table.Td>{d.general_status_name}</Table.Td>
                  <Table.Td>{tr(d.reason)}</Table.Td>
                  <Table.Td>{formatDateTime(d.seen_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** Deals that did not become trips, with their reason; trips from deals that need someone; then what Zoho changed. */
export function ZohoDealLists({ status }: { status: ZohoStatus }) {
  const { t } = useLingui();
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={3} size="h5">
          <Trans>Deals that did not become trips</Trans>
        </Title>
        {status.unmatched.length === 0 ? (
          <Text c="dimmed" size="sm">
            <Trans>Every deal read so far became a trip.</Trans>
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={600}>
            <Table striped aria-label={t`Deals that did not become trips`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Deal</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Account</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Reason</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Last seen</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {status.unmatched.map((u) => (
                  <Table.Tr key={`${u.account_name}-${u.deal_id}`}>
                    <Table.Td>
                      {u.deal_name || u.deal_id}
                      {u.task_id && (
                        <>
                          {' · '}
                          <Anchor component={Link} to={detailPath('task', u.task_id)} size="sm">
                            <Trans>Task</Trans>
                          </Anchor>
                        </>
                      )}
                    </Table.Td>
                    <Table.Td>{u.account_name}</Table.Td>
                    <Table.Td>{tr(u.reason)}</Table.Td>
                    <Table.Td>{formatDateTime(u.seen_at)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
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
