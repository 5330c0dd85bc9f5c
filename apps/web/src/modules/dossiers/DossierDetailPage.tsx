import { useLingui } from '@lingui/react/macro';
import { can } from '@trips/shared/permissions/rights';
import { useParams } from 'react-router';
import { RecordEditorDetail } from '../../engine/record/RecordEditorDetail';
import { pathTo } from '../../lib/paths';
import { useRights } from '../../lib/useSession';
import { DossierDocuments } from './DossierDocuments';
import { DossierEditor } from './DossierEditor';
import { useDossierQuery, useSaveDossier } from './dossiersApi';

/** A dossier's screen at one of its settings: the dossier (one Save), the setting named outlined, its PDFs. */
export default function DossierDetailPage() {
  const { t } = useLingui();
  const params = useParams();
  const id = Number(params.id);
  const settingId = Number(params.dossier_setting_id);
  const query = useDossierQuery(id);
  const saveDossier = useSaveDossier(id);
  const mayEdit = can(useRights(), 'dossiers', 'edit');
  const loaded = query.data;
  const setting = loaded?.settings.find((s) => s.id === settingId) ?? loaded?.settings[0];
  const title = loaded
    ? loaded.dossier.title.eng || setting?.title || setting?.holiday_id || t`Dossier ${id}`
    : t`Dossier`;
  return (
    <RecordEditorDetail
      id={id}
      query={query}
      save={saveDossier}
      header={{ trail: [{ label: t`Dossiers`, to: pathTo('dossiers') }], title }}
      texts={{
        notFound: t`Dossier not found`,
        failed: t`unable to find dossier`,
        gone: t`There is no dossier with this number; it may have been deleted.`,
      }}
    >
      {(dossier, editing) => (
        <DossierEditor
          key={dossier.dossier.id}
          loaded={dossier}
          mayEdit={mayEdit}
          {...editing}
          currentSetting={setting?.id}
        >
          <DossierDocuments loaded={dossier} mayEdit={mayEdit} />
        </DossierEditor>
      )}
    </RecordEditorDetail>
  );
}
