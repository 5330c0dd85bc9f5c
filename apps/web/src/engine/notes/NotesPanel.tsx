import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, FileInput, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { FormErrors } from '../../components/FormErrors';
import { FormSection } from '../../components/FormSection';
import { GrowingTextarea } from '../../components/GrowingTextarea';
import { formatDateTime } from '../../i18n/format';
import { ApiError } from '../../lib/api';
import { type NotesSource, openApiFile, useAddNote, useNotesQuery } from './notesApi';

/** As the shared note contract (notes.schema.ts, which would bring Zod into the bundle). */
const noteFileTypes = 'application/pdf,image/png,image/jpeg,image/webp';
const commentMax = 2000;

interface Props {
  source: NotesSource;
  mayEdit: boolean;
  /** The note form's title, in the language shown: 'New note'. */
  newTitle?: string;
}

/** A record's notes (a provider's, a trip's), newest first, and a new one: a comment, a file, or both. */
export function NotesPanel({ source, mayEdit, newTitle }: Props) {
  const { t } = useLingui();
  const notes = useNotesQuery(source);
  const add = useAddNote(source);
  const [comment, setComment] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const error = add.error instanceof ApiError && add.error.envelope ? add.error.envelope.errors : [];
  const submit = () =>
    add.mutate(
      { comment: comment.trim(), file },
      {
        onSuccess: () => {
          setComment('');
          setFile(null);
        },
      },
    );
  return (
    <Stack gap="md">
      {mayEdit && (
        <FormSection title={newTitle ?? t`New note`}>
          <Stack gap="xs">
            <FormErrors errors={error} />
            <GrowingTextarea
              label={t`Comment`}
              minRows={2}
              maxRows={12}
              maxLength={commentMax}
              value={comment}
              onChange={(e) => setComment(e.currentTarget.value)}
            />
            <Group align="flex-end">
              <FileInput
                label={t`File`}
                placeholder={t`PDF, PNG, JPEG or WebP, up to 10 MB`}
                accept={noteFileTypes}
                clearable
                value={file}
                onChange={setFile}
                w={360}
              />
              <Button onClick={submit} loading={add.isPending} disabled={!comment.trim() && !file}>
                <Trans>Add note</Trans>
              </Button>
            </Group>
          </Stack>
        </FormSection>
      )}
      <FormSection title={t`Notes`}>
        <Stack gap="xs" aria-label={t`Notes`}>
          {notes.data?.length === 0 && (
            <Text size="sm" c="dimmed">
              <Trans>No notes.</Trans>
            </Text>
          )}
          {notes.data?.map((note) => (
            <Paper key={note.id} withBorder p="xs" radius="sm">
              <Text size="xs" c="dimmed">
                {note.created_by_name ?? t`Someone`} · {formatDateTime(note.created_at)}
              </Text>
              {note.comment && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {note.comment}
                </Text>
              )}
              {note.file_path && (
                <Anchor
                  component="button"
                  size="sm"
                  onClick={() => openApiFile(note.file_path!, note.file_name ?? t`file`)}
                >
                  <IconPaperclip size={13} /> {note.file_name}
                </Anchor>
              )}
            </Paper>
          ))}
        </Stack>
      </FormSection>
    </Stack>
  );
}
