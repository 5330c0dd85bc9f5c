import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { SaveBar } from '../../engine/edits/SaveBar';
import { detailPath, pathTo } from '../../lib/paths';
import { ProviderForm } from './form/ProviderForm';
import { blankProvider, createBody } from './form/providerDraft';
import { useProviderDraft } from './form/useProviderDraft';
import { useCreateProvider } from './providersApi';

/** /add-provider: the provider's data, then its own page (rates, services, vouchers, notes). */
export default function NewProviderPage() {
  const { t } = useLingui();
  const editor = useProviderDraft(blankProvider);
  const create = useCreateProvider();
  const navigate = useNavigate();
  const save = () =>
    editor.submit(createBody, async (body) => {
      const { provider } = await create.mutateAsync(body);
      navigate(detailPath('provider', provider.id), { replace: true });
    });
  return (
    <Stack gap="md" maw={1200}>
      <PageHeader trail={[{ label: t`Providers`, to: pathTo('providers') }]} title={t`New provider`} />
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
