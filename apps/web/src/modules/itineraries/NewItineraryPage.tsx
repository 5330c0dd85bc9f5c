import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { detailPath, pathTo } from '../../lib/paths';
import { ItineraryEditor } from './ItineraryEditor';
import { useCreateItinerary } from './itinerariesApi';

/** A new itinerary: the holiday and its rows, then its own page. */
export default function NewItineraryPage() {
  const { t } = useLingui();
  const create = useCreateItinerary();
  const navigate = useNavigate();
  return (
    <Stack gap="md" maw={1200}>
      <PageHeader trail={[{ label: t`Itineraries`, to: pathTo('itineraries') }]} title={t`New itinerary`} />
      <ItineraryEditor
        loaded={null}
        mayEdit
        saving={create.isPending}
        saveLabel={t`Create itinerary`}
        send={async (body) => {
          const saved = await create.mutateAsync(body);
          navigate(detailPath('itinerary', saved.itinerary.id), { replace: true });
          return saved;
        }}
      />
    </Stack>
  );
}
