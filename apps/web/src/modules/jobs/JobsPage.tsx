import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { can } from '@trips/shared/permissions/rights';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { PagerButtons } from '../../components/PagerButtons';
import { useRights } from '../../lib/useSession';
import { JobsTable } from './JobsTable';
import { useJobs, useRetryJob } from './jobsApi';

const OPEN = 'due,running,failed';

/** /jobs: the background jobs (email delivery and other later work) with their errors and a retry. */
export default function JobsPage() {
  const { t } = useLingui();
  const rights = useRights();
  const [params, setParams] = useSearchParams();
  const filter = {
    status: params.get('status') ?? OPEN,
    kind: params.get('kind') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const query = useJobs(filter);
  const retry = useRetryJob();
  const change = (patch: Partial<Record<'status' | 'kind' | 'page', string>>) =>
    setParams((old) => {
      const next = new URLSearchParams(old);
      for (const [key, value] of Object.entries(patch)) next.set(key, value);
      if (!('page' in patch)) next.delete('page');
      return next;
    });

  return (
    <Stack gap="md">
      <PageHeader title={t`Jobs`} />
      <Group gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label={t`Status`}
          value={filter.status}
          onChange={(status) => change({ status })}
          data={[
            { value: OPEN, label: t`Waiting or failed` },
            { value: 'failed', label: t`Failed` },
            { value: 'done', label: t`Done` },
            { value: '', label: t`All` },
          ]}
        />
        <Select
          aria-label={t`Kind`}
          placeholder={t`Every kind`}
          clearable
          value={filter.kind || null}
          data={query.data?.kinds ?? []}
          onChange={(kind) => change({ kind: kind ?? '' })}
        />
      </Group>
      {query.isPending && <PageLoader />}
      {query.isError && <Alert color="red">{t`unable to find data`}</Alert>}
      {query.data && query.data.items.length === 0 && (
        <Text c="dimmed">
          <Trans>No jobs here.</Trans>
        </Text>
      )}
      {query.data && query.data.items.length > 0 && (
        <JobsTable
          jobs={query.data.items}
          onRetry={can(rights, 'jobs', 'edit') ? (id) => retry.mutate(id) : null}
          retryingId={retry.isPending ? (retry.variables ?? null) : null}
        />
      )}
      <PagerButtons
        page={filter.page}
        hasMore={query.data?.has_more ?? false}
        onPage={(page) => change({ page: String(page) })}
      />
    </Stack>
  );
}
