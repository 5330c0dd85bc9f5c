import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, FileInput, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { FormSection } from '../../components/FormSection';
import { openApiFile } from '../../engine/notes/notesApi';
import { formatDateTime } from '../../i18n/format';
import { useAddTaskNote, useTaskNotes } from './tasksApi';

/** A task's notes, newest first; a note is a comment, a file, or both. */
export function TaskNotes({ taskId, mayAdd }: { taskId: number; mayAdd: boolean }) {
  const { t } = useLingui();
  const notes = useTaskNotes(taskId);
  const add = useAddTaskNote(taskId);
  const [comment, setComment] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const submit = () => {
    const form = new FormData();
    form.append('comment', comment);
    if (file) form.append('file', file);
    add.mutate(form, { onSuccess: () => [setComment(''), setFile(null)] });
  };
  return (
    <FormSection title={t`Notes`}>
      <Stack gap="sm" maw={900}>
        {mayAdd && (
          <Group align="flex-end">
            <Textarea
              label={t`New note`}
              flex={1}
              autosize
              value={comment}
              onChange={(e) => setComment(e.currentTarget.value)}
            />
            <FileInput
              label={t`File`}
              placeholder={t`PDF or image`}
              clearable
              value={file}
              onChange={setFile}
              w={200}
            />
            <Button onClick={submit} loading={add.isPending} disabled={!comment.trim() && !file}>
              <Trans>Add note</Trans>
            </Button>
          </Group>
        )}
        {notes.data?.length === 0 && (
          <Text c="dimmed" size="sm">
            <Trans>No notes yet.</Trans>
          </Text>
        )}
        {notes.data?.map((note) => (
          <div key={note.id}>
            <Text size="xs" c="dimmed">
              {note.created_by_name} · {formatDateTime(note.created_at)}
            </Text>
            {note.comment && <Text size="sm">{note.comment}</Text>}
            {note.file_path && (
              <Anchor
                component="button"
                size="sm"
                onClick={() => openApiFile(note.file_path!, note.file_name ?? t`file`)}
              >
                {note.file_name}
              </Anchor>
            )}
          </div>
        ))}
      </Stack>
    </FormSection>
  );
}
