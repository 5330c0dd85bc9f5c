import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { can } from '@trips/shared/permissions/rights';
import { Link } from 'react-router';
import { ListPage } from '../../engine/ListPage';
import { pathTo } from '../../lib/paths';
import { useRights } from '../../lib/useSession';
import { locationsView } from './locationsView';

export default function LocationsListPage() {
  const mayCreate = can(useRights(), 'locations', 'create');
  const newLocation = mayCreate && (
    <Button component={Link} to={pathTo('newLocation')} size="xs" leftSection={<IconPlus size={14} />}>
      <Trans>New location</Trans>
    </Button>
  );
  return <ListPage view={locationsView} actions={newLocation} />;
}
