import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { communicationStates } from '@trips/shared/modules/hospedajes/hospedajes.constants';
import { tr } from '../../i18n/tr';
import { useDownloadXml, useHospedajesStatus } from './hospedajesApi';
import { missingText } from './missingText';

export interface HospedajesRow {
  id: number;
  trip_id: number;
  state: number;
  missing: string;
  deadline_at: string;
  error: string;
  communication_id: number | null;
  operation: 'A' | 'B' | null;
}

const colors: Record<number, string> = { 1: 'dimmed', 2: 'blue', 3: 'green', 4: 'red', 5: 'dimmed' };

export function StateBadge({ row }: { row: HospedajesRow }) {
  const { t } = useLingui();
  const names: Record<number, string> = {
    [communicationStates.pending]: t`Pending`,
    [communicationStates.sent]: row.operation === 'B' ? t`Cancellation sent` : t`Sent`,
    [communicationStates.accepted]: t`Accepted`,
    [communicationStates.rejected]: t`Rejected`,
    [communicationStates.cancelled]: t`Cancelled`,
  };
  return (
    <Text size="sm" fw={600} c={colors[row.state]} style={{ whiteSpace: 'nowrap' }}>
      {names[row.state]}
    </Text>
  );
}

/** Hours left until the Ministry's 24-hour deadline, or how late; nothing once the Ministry has it. */
export function Deadline({ row, now = Date.now() }: { row: HospedajesRow; now?: number }) {
  const { t } = useLingui();
  if (row.state !== communicationStates.pending && row.state !== communicationStates.rejected) return null;
  const hours = Math.round((Date.parse(row.deadline_at) - now) / 3_600_000);
  if (hours >= 0) return <Text size="sm">{t`${hours} h left`}</Text>;
  const late = -hours;
  return (
    <Text size="sm" c="red">
      {late >= 48 ? t`${Math.floor(late / 24)} days late` : t`${late} h late`}
    </Text>
  );
}

export function MissingCell({ row }: { row: HospedajesRow }) {
  const { i18n } = useLingui();
  if (!row.missing) return null;
  return (
    <Text size="sm" c="orange.8">
      {missingText(row.missing, i18n)}
    </Text>
  );
}

export function XmlButton({ row }: { row: HospedajesRow }) {
  const { t } = useLingui();
  const download = useDownloadXml();
  if (row.communication_id === null) return null;
  const id = row.communication_id;
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      leftSection={<IconDownload size={14} />}
      loading={download.isPending}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        download.mutate({ id, name: `hospedajes-${row.id}-${id}.xml` });
      }}
    >
      {t`XML`}
    </Button>
  );
}

/** Above the table: whether anything is being sent at all. */
export function ConnectionNotice() {
  const { t } = useLingui();
  const status = useHospedajesStatus().data;
  if (!status || status.configured) return null;
  return (
    <Alert color="yellow" variant="light" title={t`Not configured`}>
      {tr(status.message)}
    </Alert>
  );
}
