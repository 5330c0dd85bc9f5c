import { useLingui } from '@lingui/react/macro';
import { Alert, Stack } from '@mantine/core';
import { can } from '@trips/shared/permissions/rights';
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { ApiError } from '../../lib/api';
import { pathTo } from '../../lib/paths';
import { useRights } from '../../lib/useSession';
import { ObjectTasksSection } from '../tasks';
import { DeleteLocationButton } from './DeleteLocationButton';
import { LocationEditor } from './LocationEditor';
import { useLocationQuery } from './locationsApi';
import { ModuleAnchor } from './ModuleAnchor';

/** A location's screen: its modules (sections) with one Save; #module-… scrolls to one. */
export default function LocationDetailPage() {
  const { t } = useLingui();
  const id = Number(useParams().id);
  const query = useLocationQuery(id);
  const mayEdit = can(useRights(), 'locations', 'edit');
  const detail = query.data;
  const failed = query.isError || !(id > 0);
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  return (
    <Stack gap="md" maw={1100}>
      <PageHeader
        trail={[{ label: t`Locations`, to: pathTo('locations') }]}
        title={detail?.name ?? t`Location`}
        actions={detail && mayEdit && <DeleteLocationButton id={detail.id} name={detail.name} />}
      />
      {failed ? (
        <Alert
          color="red"
          variant="light"
          title={notFound || !(id > 0) ? t`Location not found` : t`unable to find locations`}
        >
          {notFound ? t`There is no location with this number; it may have been deleted.` : null}
        </Alert>
      ) : detail ? (
        <>
          <ScrollToModule />
          <LocationEditor key={id} detail={detail} reload={query.refetch} />
          <ModuleAnchor module="tasks">
            <ObjectTasksSection kind="location" id={id} name={detail.name} />
          </ModuleAnchor>
        </>
      ) : (
        <PageLoader />
      )}
    </Stack>
  );
}

/** A link from the location modules screen names a module (#module-…): scroll to it once it is shown. */
function ScrollToModule() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash]);
  return null;
}
