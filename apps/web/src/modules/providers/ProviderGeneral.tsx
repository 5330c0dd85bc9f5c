import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import type { ProviderDetail } from '@trips/shared/modules/providers/providers.schema';
import { useState } from 'react';
import { StaleNotice } from '../../components/StaleNotice';
import { SaveBar } from '../../engine/edits/SaveBar';
import { ProviderForm } from './form/ProviderForm';
import { draftOf, updateBody } from './form/providerDraft';
import { useProviderDraft } from './form/useProviderDraft';
import { useUpdateProvider } from './providersApi';

interface Props {
  detail: ProviderDetail;
  mayEdit: boolean;
  reload: () => Promise<{ data?: ProviderDetail }>;
}

/** The saved provider as a draft; Save sends every field with the version it was loaded at. */
export function ProviderGeneral({ detail, mayEdit, reload }: Props) {
  const { t } = useLingui();
  const editor = useProviderDraft(draftOf(detail));
  const update = useUpdateProvider(detail.id);
  const [reloading, setReloading] = useState(false);
  const save = () =>
    editor.submit(
      (draft) => updateBody(draft, detail.version),
      async (body) => editor.load(draftOf((await update.mutateAsync(body)).provider)),
    );
  const reloadLatest = async () => {
    setReloading(true);
    const fresh = await reload().finally(() => setReloading(false));
    if (fresh.data) editor.load(draftOf(fresh.data));
  };
  return (
    <Stack gap="md">
      {editor.stale && <StaleNotice subject={t`provider`} reloading={reloading} onReload={reloadLatest} />}
      <ProviderForm draft={editor.draft} dispatch={editor.dispatch} problems={editor.problems} />
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
