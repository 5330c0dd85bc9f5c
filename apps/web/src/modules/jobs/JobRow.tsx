import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Code, Table, Text } from '@mantine/core';
import type { JobStatus } from '@trips/shared/modules/jobs/jobs.constants';
import type { Job } from '@trips/shared/modules/jobs/jobs.schema';
import { formatDateTime } from '../../i18n/format';
import { tr } from '../../i18n/tr';

const statusColor: Record<JobStatus, string> = {
  due: 'yellow',
  running: 'blue',
  done: 'teal',
  failed: 'red',
};
export const statusLabel: Record<JobStatus, MessageDescriptor> = {
  due: msg`Due`,
  running: msg`Running`,
  done: msg`Done`,
  failed: msg`Failed`,
};

interface Props {
  job: Job;
  /** Null when the user may not retry jobs. */
  onRetry: ((id: number) => void) | null;
  retrying: boolean;
}

/** One job: what it is, where it stands, when it runs, and the error of its last failed attempt. */
export function JobRow({ job, onRetry, retrying }: Props) {
  const { i18n } = useLingui();
  const attempts = job.max_attempts === null ? String(job.attempts) : `${job.attempts} / ${job.max_attempts}`;
  return (
    <Table.Tr>
      <Table.Td>{job.id}</Table.Td>
      <Table.Td>
        <Text size="sm" fw={600}>
          {job.kind}
        </Text>
        <Code fz="xs">{JSON.stringify(job.payload)}</Code>
      </Table.Td>
      <Table.Td>
        <Badge color={statusColor[job.status]}>{i18n._(statusLabel[job.status])}</Badge>
      </Table.Td>
      <Table.Td>{attempts}</Table.Td>
      <Table.Td>{formatDateTime(job.finished_at ?? job.run_at)}</Table.Td>
      <Table.Td maw={420}>
        {job.last_error && (
          <Text c="red" size="sm" style={{ overflowWrap: 'anywhere' }}>
            {tr(job.last_error)}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {job.status === 'failed' && onRetry && (
          <Button size="xs" variant="light" loading={retrying} onClick={() => onRetry(job.id)}>
            <Trans>Retry</Trans>
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
