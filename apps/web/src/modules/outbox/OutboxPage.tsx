import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack, Text } from '@mantine/core';
import { can } from '@trips/shared/permissions/rights';
import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { PagerButtons } from '../../components/PagerButtons';
import { useRights } from '../../lib/useSession';
import { MessageDrawer } from './MessageDrawer';
import { OutboxTable } from './OutboxTable';
import { useOutbox, useResend } from './outboxApi';

/** Every email and SMS the system wrote and how its delivery went; without SMTP/SMS gateway they stay here. */
export default function OutboxPage() {
  const { t } = useLingui();
  const rights = useRights();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const query = useOutbox(page);
  const resend = useResend();
  const open = query.data?.items.find((m) => m.id === openId) ?? null;
  const mayResend = can(rights, 'jobs', 'edit');

  return (
    <Stack gap="md">
      <PageHeader title={t`Outbox`} />
      {query.isPending && <PageLoader />}
      {query.isError && <Alert color="red">{t`unable to find data`}</Alert>}
      {query.data && query.data.items.length === 0 && (
        <Text c="dimmed">
          <Trans>No messages yet.</Trans>
        </Text>
      )}
      {query.data && query.data.items.length > 0 && (
        <OutboxTable messages={query.data.items} onOpen={setOpenId} />
      )}
      <PagerButtons page={page} hasMore={query.data?.has_more ?? false} onPage={setPage} />
      {open && (
        <MessageDrawer
          message={open}
          onClose={() => setOpenId(null)}
          onResend={open.status === 'failed' && mayResend ? () => resend.mutate(open.id) : null}
          resending={resend.isPending}
        />
      )}
    </Stack>
  );
}
