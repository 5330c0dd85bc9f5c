import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { SaveBar } from '../../engine/edits/SaveBar';
import { LocationForm } from './form/LocationForm';
import { blankLocation } from './form/locationDraft';
import { createRequest } from './form/locationRequest';
import { useLocationEditor } from './form/useLocationEditor';
import { useLocationLookups } from './form/useLocationLookups';
import { LocationHeader } from './LocationHeader';
import { useCreateLocation } from './locationsApi';
import { locationPath } from './locationsView';

/** /add-new-location: settings, variations and meeting points in one go, then the new location's page. */
export default function NewLocationPage() {
  const { t } = useLingui();
  useDocumentTitle(t`New location · Trip Back-Office`);
  const editor = useLocationEditor(blankLocation);
  const lookups = useLocationLookups();
  const create = useCreateLocation();
  const navigate = useNavigate();
  const save = () =>
    editor.submit(createRequest, async (body) => {
      const { location } = await create.mutateAsync(body);
      navigate(locationPath(location.id), { replace: true });
    });

  return (
    <Stack gap="md" maw={1100}>
      <LocationHeader title={t`New location`} />
      <LocationForm
        draft={editor.draft}
        dispatch={editor.dispatch}
        problems={editor.problems}
        lookups={lookups}
      />
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
