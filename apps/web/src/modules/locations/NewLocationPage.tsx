import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { SaveBar } from '../../engine/edits/SaveBar';
import { detailPath, pathTo } from '../../lib/paths';
import { LocationForm } from './form/LocationForm';
import { blankLocation } from './form/locationDraft';
import { createRequest } from './form/locationRequest';
import { useLocationEditor } from './form/useLocationEditor';
import { useCreateLocation } from './locationsApi';

/** /add-new-location: settings, variations and meeting points in one go, then the new location's page. */
export default function NewLocationPage() {
  const { t } = useLingui();
  const editor = useLocationEditor(blankLocation);
  const create = useCreateLocation();
  const navigate = useNavigate();
  const save = () =>
    editor.submit(createRequest, async (body) => {
      const { location } = await create.mutateAsync(body);
      navigate(detailPath('location', location.id), { replace: true });
    });

  return (
    <Stack gap="md" maw={1100}>
      <PageHeader trail={[{ label: t`Locations`, to: pathTo('locations') }]} title={t`New location`} />
      <LocationForm draft={editor.draft} dispatch={editor.dispatch} problems={editor.problems} />
      <SaveBar
        dirty={editor.dirty}
        saving={create.isPending}
        saveLabel={t`Create location`}
        onSave={save}
        onDiscard={() => editor.load(blankLocation)}
      />
    </Stack>
  );
}
