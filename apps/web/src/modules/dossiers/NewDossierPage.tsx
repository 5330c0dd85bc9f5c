import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { detailPath, pathTo } from '../../lib/paths';
import { DossierEditor } from './DossierEditor';
import { useCreateDossier } from './dossiersApi';

/** /add-dossier: the general information and settings, then its own page (PDFs). */
export default function NewDossierPage() {
  const { t } = useLingui();
  const create = useCreateDossier();
  const navigate = useNavigate();
  return (
    <Stack gap="md" maw={1200}>
      <PageHeader trail={[{ label: t`Dossiers`, to: pathTo('dossiers') }]} title={t`New dossier`} />
      <DossierEditor
        loaded={null}
        mayEdit
        saving={create.isPending}
        saveLabel={t`Create dossier`}
        send={async (body) => {
          const saved = await create.mutateAsync(body);
          navigate(detailPath('dossier', saved.dossier.id, saved.settings[0]?.id ?? 0), { replace: true });
          return saved;
        }}
      />
    </Stack>
  );
}
