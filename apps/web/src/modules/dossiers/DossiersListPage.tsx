import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { can } from '@trips/shared/permissions/rights';
import { Link } from 'react-router';
import { ListPage } from '../../engine/ListPage';
import { pathTo } from '../../lib/paths';
import { useRights } from '../../lib/useSession';
import { dossiersView } from './dossiersView';

/** /dossiers: filters, saved filters, columns, export and paging from the engine. */
export default function DossiersListPage() {
  const mayCreate = can(useRights(), 'dossiers', 'create');
  const add = mayCreate && (
    <Button component={Link} to={pathTo('newDossier')} size="xs" leftSection={<IconPlus size={14} />}>
      <Trans>New dossier</Trans>
    </Button>
  );
  return <ListPage view={dossiersView} actions={add} />;
}
