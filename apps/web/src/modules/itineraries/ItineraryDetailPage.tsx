import { useLingui } from '@lingui/react/macro';
import { can } from '@trips/shared/permissions/rights';
import { useNavigate, useParams } from 'react-router';
import { DeleteRecordButton } from '../../engine/edits/DeleteRecordButton';
import { RecordEditorDetail } from '../../engine/record/RecordEditorDetail';
import { pathTo } from '../../lib/paths';
import { useRights } from '../../lib/useSession';
import { ItineraryEditor } from './ItineraryEditor';
import { useDeleteItinerary, useItineraryQuery, useSaveItinerary } from './itinerariesApi';

/** An itinerary's screen: the holiday, its stages, transfers and services, saved together by one Save. */
export default function ItineraryDetailPage() {
  const { t, i18n } = useLingui();
  const id = Number(useParams().id);
  const query = useItineraryQuery(id);
  const save = useSaveItinerary(id);
  const remove = useDeleteItinerary(id);
  const navigate = useNavigate();
  const rights = useRights();
  const mayEdit = can(rights, 'itineraries', 'edit');
  const it = query.data?.itinerary;
  // The name in the language shown: the Spanish one when there is one.
  const name = it && (i18n.locale.startsWith('es') && it.name_es.trim() ? it.name_es : it.name);
  const title = it ? `${it.holiday_id} · ${name}` : t`Itinerary`;
  return (
    <RecordEditorDetail
      id={id}
      query={query}
      save={save}
      header={{
        trail: [{ label: t`Itineraries`, to: pathTo('itineraries') }],
        title,
        actions: it && mayEdit && (
          <DeleteRecordButton
            title={t`Delete itinerary`}
            message={t`Delete itinerary “${it.holiday_id}” with its stages, transfers and services? This cannot be undone.`}
            remove={remove}
            onDeleted={() => navigate(pathTo('itineraries'))}
          />
        ),
      }}
      texts={{
        notFound: t`Itinerary not found`,
        failed: t`unable to find itinerary`,
        gone: t`There is no itinerary with this number; it may have been deleted.`,
      }}
    >
      {(loaded, editing) => (
        <ItineraryEditor key={loaded.itinerary.id} loaded={loaded.itinerary} mayEdit={mayEdit} {...editing} />
      )}
    </RecordEditorDetail>
  );
}
