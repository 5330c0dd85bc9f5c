import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import type { LocationDetail } from '@trips/shared/modules/locations/locations.schema';
import { can } from '@trips/shared/permissions/rights';
import { useState } from 'react';
import { StaleNotice } from '../../components/StaleNotice';
import { SaveBar } from '../../engine/edits/SaveBar';
import { useRights } from '../../lib/useSession';
import { LocationForm } from './form/LocationForm';
import { draftOf } from './form/locationDraft';
import { updateRequest } from './form/locationRequest';
import { useLocationEditor } from './form/useLocationEditor';
import { useUpdateLocation } from './locationsApi';

interface Props {
  detail: LocationDetail;
  reload: () => Promise<{ data?: LocationDetail }>;
}

/** The saved location as a draft; Save sends every section at once with the version it was loaded at. */
export function LocationEditor({ detail, reload }: Props) {
  const { t } = useLingui();
  const editor = useLocationEditor(draftOf(detail));
  const update = useUpdateLocation(detail.id);
  const mayEdit = can(useRights(), 'locations', 'edit');
  const [reloading, setReloading] = useState(false);
  const save = () =>
    editor.submit(
      (draft) => updateRequest(draft, editor.base, detail.version),
      async (body) => editor.load(draftOf((await update.mutateAsync(body)).location)),
    );
  const reloadLatest = async () => {
    setReloading(true);
    const fresh = await reload().finally(() => setReloading(false));
    if (fresh.data) editor.load(draftOf(fresh.data));
  };

  return (
    <Stack gap="md" maw={1100}>
      {editor.stale && <StaleNotice subject={t`location`} reloading={reloading} onReload={reloadLatest} />}
      <LocationForm
        draft={editor.draft}
        dispatch={editor.dispatch}
        problems={editor.problems}
        saved={{ id: detail.id, mayEdit }}
      />
      {mayEdit && (
        <SaveBar
          dirty={editor.dirty}
          saving={update.isPending}
          onSave={save}
          onDiscard={() => editor.load(editor.base)}
        />
      )}
    </Stack>
  );
}
