import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';

interface Props {
  /** What each removed row is called on screen. */
  items: readonly { key: string; label: string }[];
  onUndo: (key: string) => void;
}

/** Saved rows removed in this edit: deleted on save, until undone. */
export function QueuedRemovals({ items, onUndo }: Props) {
  const { t } = useLingui();
  if (items.length === 0) return null;
  return (
    <Group gap={6} mt="xs" wrap="wrap" aria-label={t`Removed on save`}>
      <Text size="xs" c="dimmed">
        <Trans>Removed on save:</Trans>
      </Text>
      {items.map(({ key, label }) => (
        <Button
          key={key}
          variant="light"
          color="red"
          size="compact-xs"
          rightSection={<IconArrowBackUp size={12} aria-hidden />}
          aria-label={t`Undo removing ${label}`}
          onClick={() => onUndo(key)}
          td="line-through"
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
