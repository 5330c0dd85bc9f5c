import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconHistory } from '@tabler/icons-react';
import { can } from '@trips/shared/permissions/rights';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../app/api';
import { useRights } from '../../app/useSession';
import { DetailHeader } from '../../components/DetailHeader';
import { PageLoader } from '../../components/PageLoader';
import { TripEditorView } from './TripEditorView';
import { tripHistoryPath } from './tripPaths';
import { useTripQuery } from './tripsApi';

/** /trip-details/{id}: the trip's information, services, customer, owners, documents, notes and tasks. */
export default function TripDetailPage() {
  const id = Number(useParams().id);
  const query = useTripQuery(id);
  const mayEdit = can(useRights(), 'trips', 'edit');
  const trip = query.data?.trip;
  const { t } = useLingui();
  const name = trip?.trip_name ?? t`Trip`;
  useDocumentTitle(t`${name} · Trip Back-Office`);
  if (query.isError || !(id > 0)) {
    const notFound = !(id > 0) || (query.error instanceof ApiError && query.error.status === 404);
    return (
      <Alert color="red" variant="light" title={notFound ? t`Trip not found` : t`unable to find trip`}>
        {notFound ? t`There is no trip with this number; it may have been deleted.` : null}
      </Alert>
    );
  }
  if (!query.data || !trip) return <PageLoader />;
  return (
    <Stack gap="md" maw={1400}>
      <DetailHeader
        parent={{ label: t`Trips`, to: '/trips' }}
        title={trip.trip_name}
        actions={
          <Button
            component={Link}
            to={tripHistoryPath(id)}
            variant="default"
            size="sm"
            leftSection={<IconHistory size={16} />}
          >
            <Trans>History</Trans>
          </Button>
        }
      />
      <TripEditorView key={id} loaded={query.data} mayEdit={mayEdit} />
    </Stack>
  );
}
