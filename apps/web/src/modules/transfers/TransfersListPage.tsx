import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { IconList, IconPlus } from '@tabler/icons-react';
import { can } from '@trips/shared/permissions/rights';
import { Link } from 'react-router';
import { ListPage } from '../../engine/ListPage';
import { pathTo } from '../../lib/paths';
import { useRights } from '../../lib/useSession';
import { manifestPath } from './manifest/manifestQuery';
import { transfersView } from './transfersView';

/** /transfers: filters, saved filters, columns, export and paging from the engine. */
export default function TransfersListPage() {
  const mayEdit = can(useRights(), 'transfers', 'edit');
  const actions = (
    <Group gap="xs">
      <Button
        component={Link}
        to={manifestPath}
        size="xs"
        variant="default"
        leftSection={<IconList size={14} />}
      >
        <Trans>Luggage manifest</Trans>
      </Button>
      {mayEdit && (
        <Button component={Link} to={pathTo('newTransfer')} size="xs" leftSection={<IconPlus size={14} />}>
          <Trans>New route</Trans>
        </Button>
      )}
    </Group>
  );
  return <ListPage view={transfersView} actions={actions} />;
}
