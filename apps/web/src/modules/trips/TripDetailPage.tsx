import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { can } from '@trips/shared/permissions/rights';
import { Link, useParams } from 'react-router';
import { usePreloadedLookups } from '../../engine/options/useLookup';
import { RecordDetail } from '../../engine/record/RecordDetail';
import { pathTo } from '../../lib/paths';
import { useRights } from '../../lib/useSession';
import { CopyTripButton } from './CopyTripDialog';
import { TripEditorView } from './TripEditorView';
import { useTripScreenQuery } from './tripsApi';

/** A trip's screen: its information, services, customer, owners, documents, notes and tasks. */
export default function TripDetailPage() {
  const id = Number(useParams().id);
  const query = useTripScreenQuery(id);
  // The lists its fields name their values from come in one call beside the trip, not after it draws.
  usePreloadedLookups();
  const rights = useRights();
  const mayEdit = can(rights, 'trips', 'edit');
  const mayCreate = can(rights, 'trips', 'create');
  const trip = query.data?.trip;
  const { t } = useLingui();
  return (
    <RecordDetail
      valid={id > 0}
      query={query}
      maw={1400}
      header={{
        trail: [{ label: t`Trips`, to: pathTo('trips') }],
        title: trip?.trip_name ?? t`Trip`,
        subtitle: trip?.booking_reference ? t`Booking reference ${trip.booking_reference}` : undefined,
        actions: trip && (
          <Group gap="xs">
            {mayCreate && <CopyTripButton trip={trip} />}
            <Button
              component={Link}
              to={pathTo('tripHistory', id)}
              variant="default"
              size="sm"
              leftSection={<IconHistory size={16} />}
            >
              <Trans>History</Trans>
            </Button>
          </Group>
        ),
      }}
      texts={{
        notFound: t`Trip not found`,
        failed: t`unable to find trip`,
        gone: t`There is no trip with this number; it may have been deleted.`,
      }}
    >
      {(loaded) => <TripEditorView key={id} loaded={loaded} mayEdit={mayEdit} />}
    </RecordDetail>
  );
}
