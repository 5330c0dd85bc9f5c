import { useLingui } from '@lingui/react/macro';
import { Fieldset, Text } from '@mantine/core';
import type { DossierResponse } from '@trips/shared/modules/dossiers/dossiers.schema';
import type { ReactNode } from 'react';
import { QueuedRemovals } from '../../engine/edits/QueuedRemovals';
import { EditorFrame } from '../../engine/record/EditorFrame';
import { formatDateTime } from '../../i18n/format';
import type { SavedDossier } from './dossiersApi';
import { DossierForm } from './form/DossierForm';
import { blankDossier, type DraftRow, draftOf, type ListName, listNames } from './form/dossierDraft';
import { useDossierEditor } from './form/useDossierEditor';

interface Props {
  /** The dossier as saved; null for a new one. */
  loaded: DossierResponse | null;
  mayEdit: boolean;
  saving: boolean;
  saveLabel?: string;
  send: (
    body: Parameters<Parameters<ReturnType<typeof useDossierEditor>['submit']>[1]>[0],
  ) => Promise<SavedDossier>;
  reload?: () => Promise<{ data?: DossierResponse }>;
  currentSetting?: number;
  /** Shown under the form once the dossier exists (its PDFs). */
  children?: ReactNode;
}

/** General information, settings and other settings, saved together by one Save. */
export function DossierEditor({
  loaded,
  mayEdit,
  saving,
  saveLabel,
  send,
  reload,
  currentSetting,
  children,
}: Props) {
  const { t } = useLingui();
  const editor = useDossierEditor(loaded ? draftOf(loaded) : blankDossier);
  const labelOf = (list: ListName, row: DraftRow) => {
    const v = row.values;
    const what = String(v.title || v.holiday_id || v.location_name || v.start_location_name || '');
    const kinds: Record<ListName, string> = {
      settings: t`Setting`,
      from_locations: t`From location`,
      to_locations: t`To location`,
      walking_holiday: t`Walking holiday`,
      cycling_holiday: t`Cycling holiday`,
    };
    return `${kinds[list]} ${what}`.trim();
  };
  const removed = listNames.flatMap((list) =>
    editor.draft.lists[list].removed.map(({ row }) => ({ key: row.key, label: labelOf(list, row) })),
  );
  const d = loaded?.dossier;
  return (
    <EditorFrame
      editor={editor}
      version={d?.version}
      draftOf={draftOf}
      send={send}
      reload={reload}
      subject={t`dossier`}
      mayEdit={mayEdit}
      saving={saving}
      saveLabel={saveLabel}
    >
      {d && (
        <Text size="sm" c="dimmed">
          {t`Created by ${d.created_by_name ?? '—'} on ${formatDateTime(d.created_on)}`}
        </Text>
      )}
      <Fieldset variant="unstyled" disabled={!mayEdit} p={0} m={0}>
        <DossierForm
          draft={editor.draft}
          dispatch={editor.dispatch}
          problems={editor.problems}
          currentSetting={currentSetting}
        />
        <QueuedRemovals items={removed} onUndo={(key) => editor.dispatch({ type: 'undo', key })} />
      </Fieldset>
      {children}
    </EditorFrame>
  );
}
