import { useLingui } from '@lingui/react/macro';
import { Alert, Stack } from '@mantine/core';
import { can } from '@trips/shared/permissions/rights';
import { useParams } from 'react-router';
import { ApiError } from '../../app/api';
import { useRights } from '../../app/useSession';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { DossierDocuments } from './DossierDocuments';
import { DossierEditor } from './DossierEditor';
import { useDossierQuery, useSaveDossier } from './dossiersApi';

/** /dossier-details/{id}/{dossier_setting_id}: the dossier (one Save), the setting named outlined, its PDFs. */
export default function DossierDetailPage() {
  const { t } = useLingui();
  const params = useParams();
  const id = Number(params.id);
  const settingId = Number(params.dossier_setting_id);
  const query = useDossierQuery(id);
  const saveDossier = useSaveDossier(id);
  const mayEdit = can(useRights(), 'dossiers', 'edit');
  const loaded = query.data;
  const failed = query.isError || !(id > 0);
  const notFound = !(id > 0) || (query.error instanceof ApiError && query.error.status === 404);
  const setting = loaded?.settings.find((s) => s.id === settingId) ?? loaded?.settings[0];
  const title = loaded
    ? loaded.dossier.title.eng || setting?.title || setting?.holiday_id || t`Dossier ${id}`
    : t`Dossier`;
  return (
    <Stack gap="md" maw={1200}>
      <PageHeader trail={[{ label: t`Dossiers`, to: '/dossiers' }]} title={title} />
      {failed ? (
        <Alert
          color="red"
          variant="light"
          title={notFound ? t`Dossier not found` : t`unable to find dossier`}
        >
          {notFound ? t`There is no dossier with this number; it may have been deleted.` : null}
        </Alert>
      ) : loaded ? (
        <DossierEditor
          key={loaded.dossier.id}
          loaded={loaded}
          mayEdit={mayEdit}
          saving={saveDossier.isPending}
          send={(body) => saveDossier.mutateAsync(body)}
          reload={query.refetch}
          currentSetting={setting?.id}
        >
          <DossierDocuments loaded={loaded} mayEdit={mayEdit} />
        </DossierEditor>
      ) : (
        <PageLoader />
      )}
    </Stack>
  );
}
