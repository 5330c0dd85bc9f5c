import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { SaveBar } from '../../engine/edits/SaveBar';
import { ProviderForm } from './form/ProviderForm';
import { blankProvider, createBody } from './form/providerDraft';
import { useProviderDraft } from './form/useProviderDraft';
import { ProviderHeader } from './ProviderHeader';
import { useCreateProvider } from './providersApi';
import { providerPath } from './providersView';

/** /add-provider: the provider's data, then its own page (rates, services, vouchers, notes). */
export default function NewProviderPage() {
  const { t } = useLingui();
  useDocumentTitle(t`New provider · Trip Back-Office`);
  const editor = useProviderDraft(blankProvider);
  const create = useCreateProvider();
  const navigate = useNavigate();
  const save = () =>
    editor.submit(createBody, async (body) => {
      const { provider } = await create.mutateAsync(body);
      navigate(providerPath(provider.id), { replace: true });
    });
  return (
    <Stack gap="md" maw={1200}>
      <ProviderHeader title={t`New provider`} />
      <ProviderForm draft={editor.draft} dispatch={editor.dispatch} problems={editor.problems} />
      <SaveBar
        dirty={editor.dirty}
        saving={create.isPending}
        saveLabel={t`Create provider`}
        onSave={save}
        onDiscard={() => editor.load(blankProvider)}
      />
    </Stack>
  );
}
