import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { can } from '@trips/shared/permissions/rights';
import { Link } from 'react-router';
import { useRights } from '../../app/useSession';
import { ListPage } from '../../engine/ListPage';
import { transfersView } from './transfersView';

/** /transfers: filters, saved filters, columns, export and paging from the engine. */
export default function TransfersListPage() {
  const mayEdit = can(useRights(), 'transfers', 'edit');
  const add = mayEdit && (
    <Button component={Link} to="/add-transfer" size="xs" leftSection={<IconPlus size={14} />}>
      <Trans>New route</Trans>
    </Button>
  );
  return <ListPage view={transfersView} actions={add} />;
}
