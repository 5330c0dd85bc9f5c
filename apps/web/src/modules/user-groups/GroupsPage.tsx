import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Grid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { can } from '@trips/shared/permissions/rights';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { useRights } from '../../lib/useSession';
import { GroupDetail } from './GroupDetail';
import { GroupFormModal } from './GroupFormModal';
import { GroupList } from './GroupList';
import { groupsApi, groupsKeys } from './groupsApi';

/** /profiles: user groups on the left, the chosen group's permission matrix on the right. */
export default function GroupsPage() {
  const { t } = useLingui();
  const rights = useRights();
  const [params, setParams] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const query = useQuery({ queryKey: groupsKeys.list, queryFn: ({ signal }) => groupsApi.list(signal) });
  const groups = query.data?.groups ?? [];
  const asked = Number(params.get('group'));
  const selected = groups.find((g) => g.id === asked)?.id ?? groups[0]?.id ?? null;
  const select = (id: number | null) =>
    setParams((p) => {
      if (id) p.set('group', String(id));
      else p.delete('group');
      return p;
    });

  return (
    <Stack gap="md">
      <PageHeader
        title={t`User groups`}
        actions={
          can(rights, 'user_groups', 'create') && (
            <Button leftSection={<IconPlus size={18} />} onClick={() => setAdding(true)}>
              <Trans>Add group</Trans>
            </Button>
          )
        }
      />
      {query.isPending && <PageLoader />}
      {query.isError && <Alert color="red">{t`unable to find user group`}</Alert>}
      {query.isSuccess && groups.length === 0 && (
        <Text c="dimmed">
          <Trans>No user groups yet.</Trans>
        </Text>
      )}
      {selected !== null && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <GroupList groups={groups} selected={selected} onSelect={select} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <GroupDetail key={selected} id={selected} onDeleted={() => select(null)} />
          </Grid.Col>
        </Grid>
      )}
      <GroupFormModal
        opened={adding}
        group={null}
        onDone={(id) => {
          setAdding(false);
          if (id) select(id);
        }}
      />
    </Stack>
  );
}
