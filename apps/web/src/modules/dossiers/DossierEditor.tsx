import { useLingui } from '@lingui/react/macro';
import { Fieldset, Stack, Text } from '@mantine/core';
import type { DossierResponse } from '@trips/shared/modules/dossiers/dossiers.schema';
import { type ReactNode, useState } from 'react';
import { FormErrors } from '../../components/FormErrors';
import { StaleNotice } from '../../components/StaleNotice';
import { QueuedRemovals } from '../../engine/edits/QueuedRemovals';
import { SaveBar } from '../../engine/edits/SaveBar';
import { formatDateTime } from '../../i18n/format';
import type { SavedDossier } from './dossiersApi';
import { DossierForm } from './form/DossierForm';
import { blankDossier, type DraftRow, draftOf, type ListName } from './form/dossierDraft';
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
  const [reloading, setReloading] = useState(false);
  const save = () =>
    editor.submit(loaded?.dossier.version, async (body) => {
      const saved = await send(body);
      editor.load(draftOf(saved));
    });
  const reloadLatest = async () => {
    if (!reload) return;
    setReloading(true);
    const fresh = await reload().finally(() => setReloading(false));
    if (fresh.data) editor.load(draftOf(fresh.data));
  };
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
  const removed = editor.draft.removed.map(({ list, row }) => ({ key: row.key, label: labelOf(list, row) }));
  const d = loaded?.dossier;
  return (
    <Stack gap="md">
      {editor.stale && <StaleNotice subject={t`dossier`} reloading={reloading} onReload={reloadLatest} />}
      <FormErrors errors={editor.problems.other} />
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
      {mayEdit && (
        <SaveBar
          dirty={editor.dirty}
          saving={saving}
          saveLabel={saveLabel}
          onSave={() => void save()}
          onDiscard={() => editor.load(editor.base)}
        />
      )}
    </Stack>
  );
}
