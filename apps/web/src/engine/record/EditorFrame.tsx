import { Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { FormErrors } from '../../components/FormErrors';
import { StaleNotice } from '../../components/StaleNotice';
import type { FormProblems } from '../edits/fieldErrors';
import { SaveBar } from '../edits/SaveBar';

/** What a record's editor hook gives: its draft's state and a Save sending the body at a version. */
export interface RecordEditor<Draft, Body> {
  base: Draft;
  dirty: boolean;
  stale: boolean;
  problems: FormProblems;
  load: (draft: Draft) => void;
  submit: (version: number | undefined, send: (body: Body) => Promise<unknown>) => Promise<boolean>;
}

interface Props<Loaded, Draft, Body> {
  editor: RecordEditor<Draft, Body>;
  /** The record as the screen loaded it (null for a new one) and its version. */
  version: number | undefined;
  draftOf: (loaded: Loaded) => Draft;
  send: (body: Body) => Promise<Loaded>;
  reload?: () => Promise<{ data?: Loaded }>;
  /** What was changed, in the language shown, for the notice of someone else's save. */
  subject: string;
  mayEdit: boolean;
  saving: boolean;
  saveLabel?: string;
  /** Asked before sending; false keeps the edits unsent. */
  confirm?: () => boolean;
  children: ReactNode;
}

/**
 * One Save for a whole record: the notice of someone else's save with its Reload, the server's errors, the
 * record's parts, and the save bar; a saved or reloaded answer becomes the draft's new start.
 */
export function EditorFrame<Loaded, Draft, Body>({
  editor,
  version,
  draftOf,
  send,
  reload,
  subject,
  mayEdit,
  saving,
  saveLabel,
  confirm = () => true,
  children,
}: Props<Loaded, Draft, Body>) {
  const [reloading, setReloading] = useState(false);
  const save = () =>
    confirm() && void editor.submit(version, async (body) => editor.load(draftOf(await send(body))));
  const reloadLatest = async () => {
    if (!reload) return;
    setReloading(true);
    const fresh = await reload().finally(() => setReloading(false));
    if (fresh.data) editor.load(draftOf(fresh.data));
  };
  return (
    <Stack gap="md">
      {editor.stale && <StaleNotice subject={subject} reloading={reloading} onReload={reloadLatest} />}
      <FormErrors errors={editor.problems.other} />
      {children}
      {mayEdit && (
        <SaveBar
          dirty={editor.dirty}
          saving={saving}
          saveLabel={saveLabel}
          onSave={save}
          onDiscard={() => editor.load(editor.base)}
        />
      )}
    </Stack>
  );
}
