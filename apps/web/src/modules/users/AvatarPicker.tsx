import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { avatarLimits, avatarProblem } from '@trips/shared/modules/users/avatar';
import { useState } from 'react';

interface Props {
  /** What the avatar shows now: a URL or data URL, or null for the default. */
  src: string | null;
  name: string;
  onPick: (dataUrl: string) => void;
  onRemove: () => void;
  busy?: boolean;
  error?: string | null;
}

const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** Picks a PNG, JPEG or WebP picture of at most 2 MB; the bytes are checked here and again on the server. */
export function AvatarPicker({ src, name, onPick, onRemove, busy, error }: Props) {
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (file: File | null) => {
    if (!file) return;
    const found = avatarProblem(new Uint8Array(await file.arrayBuffer()));
    setProblem(found);
    if (!found) onPick(await readDataUrl(file));
  };

  const shown = problem ?? error ?? null;
  return (
    <Group gap="md" align="center" wrap="nowrap">
      <Avatar src={src} name={name || undefined} color="initials" size={64} radius="xl" alt={name} />
      <Stack gap={4}>
        <Group gap="xs">
          <FileButton onChange={pick} accept={avatarLimits.types.join(',')}>
            {(props) => (
              <Button {...props} size="compact-sm" variant="light" loading={busy}>
                Upload picture
              </Button>
            )}
          </FileButton>
          {src && (
            <Button size="compact-sm" variant="subtle" color="gray" onClick={onRemove} disabled={busy}>
              Remove
            </Button>
          )}
        </Group>
        <Text size="xs" c={shown ? 'red' : 'dimmed'} role={shown ? 'alert' : undefined}>
          {shown ?? 'PNG, JPEG or WebP, up to 2 MB'}
        </Text>
      </Stack>
    </Group>
  );
}
