import { Avatar, Group } from '@mantine/core';
import { PictureButtons } from '../../components/PictureButtons';

interface Props {
  /** What the avatar shows now: a URL or data URL, or null for the default. */
  src: string | null;
  name: string;
  onPick: (dataUrl: string) => void;
  onRemove: () => void;
  busy?: boolean;
  error?: string | null;
}

/** Picks a PNG, JPEG or WebP picture of at most 2 MB; the bytes are checked here and again on the server. */
export function AvatarPicker({ src, name, onPick, onRemove, busy, error }: Props) {
  return (
    <Group gap="md" align="center" wrap="nowrap">
      <Avatar src={src} name={name || undefined} color="initials" size={64} radius="xl" alt={name} />
      <PictureButtons
        hasPicture={Boolean(src)}
        onPick={onPick}
        onRemove={onRemove}
        busy={busy}
        error={error}
      />
    </Group>
  );
}
