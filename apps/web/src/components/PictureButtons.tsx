import { Trans, useLingui } from '@lingui/react/macro';
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { tr } from '../i18n/tr';
import { pictureAccept, pictureHint, readPictureFile } from './pictureFile';

interface Props {
  /** What the picture is, for the buttons' accessible names ('PDF logo'); none when the screen has one. */
  subject?: string;
  chooseText?: string;
  hasPicture: boolean;
  onPick: (dataUrl: string) => void;
  onRemove: () => void;
  busy?: boolean;
  /** The server's message about the picture last sent. */
  error?: string | null;
  /** The choose button's id, so a failed save can bring the user to it. */
  buttonId?: string;
}

/**
 * Choose and remove a picture (avatars, brand logos): the file is checked here, as the server will check
 * it, and handed over as a data URL; what is wrong with it shows under the buttons.
 */
export function PictureButtons({
  subject,
  chooseText,
  hasPicture,
  onPick,
  onRemove,
  busy,
  error,
  buttonId,
}: Props) {
  const { t, i18n } = useLingui();
  const choose = chooseText ?? t`Upload picture`;
  const [problem, setProblem] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);

  const pick = async (file: File | null) => {
    // The same file chosen again after Remove must still be a change.
    resetRef.current?.();
    if (!file) return;
    const read = await readPictureFile(file);
    setProblem(read.problem);
    if (read.dataUrl) onPick(read.dataUrl);
  };

  const shown = problem ?? error ?? null;
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <FileButton onChange={pick} accept={pictureAccept} resetRef={resetRef}>
          {(props) => (
            <Button
              {...props}
              id={buttonId}
              size="compact-sm"
              variant="light"
              loading={busy}
              aria-label={subject ? t`${choose} for ${subject}` : undefined}
            >
              {choose}
            </Button>
          )}
        </FileButton>
        {hasPicture && (
          <Button
            size="compact-sm"
            variant="subtle"
            color="gray"
            onClick={() => {
              setProblem(null);
              onRemove();
            }}
            disabled={busy}
            aria-label={subject ? t`Remove ${subject}` : undefined}
          >
            <Trans>Remove</Trans>
          </Button>
        )}
      </Group>
      <Text size="xs" c={shown ? 'red' : 'dimmed'} role={shown ? 'alert' : undefined}>
        {shown ? tr(shown) : i18n._(pictureHint)}
      </Text>
    </Stack>
  );
}
