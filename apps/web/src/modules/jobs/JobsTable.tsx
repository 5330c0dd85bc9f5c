import { Trans } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import type { Job } from '@trips/shared/modules/jobs/jobs.schema';
import { JobRow } from './JobRow';

interface Props {
  jobs: readonly Job[];
  onRetry: ((id: number) => void) | null;
  retryingId: number | null;
}

export function JobsTable({ jobs, onRetry, retryingId }: Props) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>
              <Trans>Kind</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Status</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Attempts</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Runs at / finished</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Last error</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Actions</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => (
            <JobRow key={job.id} job={job} onRetry={onRetry} retrying={retryingId === job.id} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
