import { Trans, useLingui } from '@lingui/react/macro';
import { Accordion, Alert, Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { serviceStatus } from '@trips/shared/modules/bookings/bookings.constants';
import type { BookingRow } from '@trips/shared/modules/bookings/bookings.schema';
import { formatDate, formatDateTime } from '../../../i18n/format';
import { BookingActions } from './BookingActions';
import { BookingEmails } from './BookingEmails';
import { BookingFacts } from './BookingFacts';
import { nextStepLabels } from './bookingTexts';
import { ResponseLink } from './ResponseLink';

const statusColors: Record<number, string> = {
  [serviceStatus.requested]: 'blue',
  [serviceStatus.confirmed]: 'teal',
  [serviceStatus.pending]: 'yellow',
  [serviceStatus.modificationRequested]: 'violet',
  [serviceStatus.cancellationRequested]: 'orange',
  [serviceStatus.cancelled]: 'gray',
  [serviceStatus.declined]: 'red',
  [serviceStatus.noResponse]: 'red',
};

/** Who accepted, and that they answered through the link when the latest answer came that way. */
function acceptedBy(row: BookingRow, byLink: string) {
  const answered = row.requests.filter((q) => q.answered_at).at(-1);
  return row.who_accepted && answered?.answered_by === 'provider'
    ? `${row.who_accepted} (${byLink})`
    : row.who_accepted;
}

interface Props {
  tripId: number;
  row: BookingRow;
  summary: { title: string; detail: string };
  mayEdit: boolean;
}

/** One row's booking: a summary line that opens into its state, emails, link and actions. */
export function BookingRowItem({ tripId, row, summary, mayEdit }: Props) {
  const { t, i18n } = useLingui();
  const next = row.next_step;
  return (
    <Accordion.Item value={`${row.section}-${row.row_id}`} data-booking-row={`${row.section}-${row.row_id}`}>
      <Accordion.Control>
        <Group gap="sm" wrap="wrap" justify="space-between">
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {summary.title}
              {row.provider_name && ` · ${row.provider_name}`}
            </Text>
            <Text size="xs" c="dimmed">
              {summary.detail}
            </Text>
          </Stack>
          <Group gap="xs">
            {row.send_email_error && (
              <IconAlertTriangle
                size={16}
                color="var(--mantine-color-red-6)"
                aria-label={t`Sending failed`}
              />
            )}
            {row.conf_number && <Text size="xs">{t`Conf. ${row.conf_number}`}</Text>}
            <Badge variant="light" color={statusColors[row.status_id] ?? 'gray'}>
              {row.status_name}
            </Badge>
            <Badge variant="outline" color={row.automated ? 'indigo' : 'gray'}>
              {row.automated ? t`Automatic` : t`Manual`}
            </Badge>
          </Group>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="md">
          {row.send_email_error && (
            <Alert color="red" variant="light" title={t`Sending failed`}>
              {row.send_email_error}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <BookingFacts
              facts={[
                { label: t`Provider`, value: row.provider_name ?? '—' },
                { label: t`Automation`, value: row.automated ? t`On` : t`Off` },
                {
                  label: t`Next automatic step`,
                  value: next ? `${i18n._(nextStepLabels[next.kind])} · ${formatDateTime(next.due_at)}` : '—',
                },
              ]}
            />
            <BookingFacts
              facts={[
                { label: t`Confirmation number`, value: row.conf_number || '—' },
                {
                  label: t`Accepted by`,
                  value:
                    [acceptedBy(row, t`by link`), formatDate(row.provider_acceptance_date)]
                      .filter(Boolean)
                      .join(' · ') || '—',
                },
                { label: t`Provider's comments`, value: row.comments_from_provider || '—' },
              ]}
            />
          </SimpleGrid>
          {row.response_url && <ResponseLink url={row.response_url} />}
          <Stack gap={4}>
            <Title order={4} size="h6">
              <Trans>Emails</Trans>
            </Title>
            <BookingEmails emails={row.emails} />
          </Stack>
          <BookingActions tripId={tripId} row={row} title={summary.title} mayEdit={mayEdit} />
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
