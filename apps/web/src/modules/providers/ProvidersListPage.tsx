import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { can } from '@trips/shared/permissions/rights';
import { Link } from 'react-router';
import { ListPage } from '../../engine/ListPage';
import { pathTo } from '../../lib/paths';
import { useRights } from '../../lib/useSession';
import { providersView } from './providersView';

/** /providers: filters, saved filters, columns, export and paging from the engine. */
export default function ProvidersListPage() {
  const mayCreate = can(useRights(), 'providers', 'create');
  const add = mayCreate && (
    <Button component={Link} to={pathTo('newProvider')} size="xs" leftSection={<IconPlus size={14} />}>
      <Trans>New provider</Trans>
    </Button>
  );
  return <ListPage view={providersView} actions={add} />;
}
