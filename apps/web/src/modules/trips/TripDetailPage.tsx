import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { can } from '@trips/shared/permissions/rights';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../app/api';
import { useRights } from '../../app/useSession';
import { PageHeader } from '../../components/PageHeader';
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
  const failed = query.isError || !(id > 0);
  const notFound = !(id > 0) || (query.error instanceof ApiError && query.error.status === 404);
  return (
    <Stack gap="md" maw={1400}>
      <PageHeader
        trail={[{ label: t`Trips`, to: '/trips' }]}
        title={trip?.trip_name ?? t`Trip`}
        actions={
          trip && (
            <Button
              component={Link}
              to={tripHistoryPath(id)}
              variant="default"
              size="sm"
              leftSection={<IconHistory size={16} />}
            >
              <Trans>History</Trans>
            </Button>
          )
        }
      />
      {failed ? (
        <Alert color="red" variant="light" title={notFound ? t`Trip not found` : t`unable to find trip`}>
          {notFound ? t`There is no trip with this number; it may have been deleted.` : null}
        </Alert>
      ) : query.data && trip ? (
        <TripEditorView key={id} loaded={query.data} mayEdit={mayEdit} />
      ) : (
        <PageLoader />
      )}
    </Stack>
  );
}
