import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { can } from '@trips/shared/permissions/rights';
import { Link } from 'react-router';
import { ListPage } from '../../engine/ListPage';
import { pathTo } from '../../lib/paths';
import { useRights } from '../../lib/useSession';
import { itinerariesView } from './itinerariesView';

/** /itineraries: filters, saved filters, columns, export and paging from the engine. */
export default function ItinerariesListPage() {
  const mayCreate = can(useRights(), 'itineraries', 'create');
  const add = mayCreate && (
    <Button component={Link} to={pathTo('newItinerary')} size="xs" leftSection={<IconPlus size={14} />}>
      <Trans>New itinerary</Trans>
    </Button>
  );
  return <ListPage view={itinerariesView} actions={add} />;
}
