import { useLingui } from '@lingui/react/macro';
import { Fieldset, Text } from '@mantine/core';
import type { ItineraryDetail } from '@trips/shared/modules/itineraries/itineraries.schema';
import { QueuedRemovals } from '../../engine/edits/QueuedRemovals';
import { EditorFrame } from '../../engine/record/EditorFrame';
import { formatDateTime } from '../../i18n/format';
import { ItineraryForm } from './form/ItineraryForm';
import { blankItinerary, draftOf, type ListName, listNames, type saveBody } from './form/itineraryDraft';
import { useItineraryEditor } from './form/useItineraryEditor';
import type { ItineraryResponse } from './itinerariesApi';

interface Props {
  /** The itinerary as saved; null for a new one. */
  loaded: ItineraryDetail | null;
  mayEdit: boolean;
  saving: boolean;
  saveLabel?: string;
  send: (body: ReturnType<typeof saveBody>) => Promise<ItineraryResponse>;
  reload?: () => Promise<{ data?: ItineraryResponse }>;
}

const draftOfResponse = (r: ItineraryResponse) => draftOf(r.itinerary);

/** The holiday, stages, transfers and services, saved together by one Save (Ctrl+S). */
export function ItineraryEditor({ loaded, mayEdit, saving, saveLabel, send, reload }: Props) {
  const { t } = useLingui();
  const editor = useItineraryEditor(loaded ? draftOf(loaded) : blankItinerary);
  const kinds: Record<ListName, string> = { stages: t`Stage`, transfers: t`Transfer`, services: t`Service` };
  const removed = listNames.flatMap((list) =>
    editor.draft.lists[list].removed.map(({ row }) => ({
      key: row.key,
      label:
        `${kinds[list]} ${String(row.values.location_name ?? row.values.from_location_name ?? row.values.service_name ?? '')}`.trim(),
    })),
  );
  return (
    <EditorFrame
      editor={editor}
      version={loaded?.version}
      draftOf={draftOfResponse}
      send={send}
      reload={reload}
      subject={t`itinerary`}
      mayEdit={mayEdit}
      saving={saving}
      saveLabel={saveLabel}
    >
      {loaded && (
        <Text size="sm" c="dimmed">
          {t`Updated on ${formatDateTime(loaded.updated_at)} · trips made from it: ${loaded.trip_count}`}
        </Text>
      )}
      <Fieldset variant="unstyled" disabled={!mayEdit} p={0} m={0}>
        <ItineraryForm
          draft={editor.draft}
          dispatch={editor.dispatch}
          problems={editor.problems}
          disabled={!mayEdit}
        />
        <QueuedRemovals items={removed} onUndo={(key) => editor.dispatch({ type: 'undo', key })} />
      </Fieldset>
    </EditorFrame>
  );
}
