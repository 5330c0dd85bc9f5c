import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useUnsavedChanges } from './leaveGuard';
import { useSaveHotkey } from './useSaveHotkey';

interface Props {
  dirty: boolean;
  saving: boolean;
  saveLabel?: string;
  onSave: () => void;
  onDiscard: () => void;
}

/**
 * The one Save of an edit screen, kept in view at the bottom, with what is unsaved. Leaving the screen
 * with unsaved changes asks first (LeaveGuard).
 */
export function SaveBar({ dirty, saving, saveLabel, onSave, onDiscard }: Props) {
  const { t } = useLingui();
  useUnsavedChanges(dirty);
  useSaveHotkey(dirty && !saving, onSave);
  return (
    <Paper withBorder shadow="sm" radius="md" px="md" py="xs" pos="sticky" bottom={12} style={{ zIndex: 5 }}>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c={dirty ? 'orange.8' : 'dimmed'} fw={dirty ? 600 : 400} role="status">
          {dirty ? t`Unsaved changes` : t`No unsaved changes`}
        </Text>
        <Group gap="xs">
          <Button variant="default" size="sm" onClick={onDiscard} disabled={!dirty || saving}>
            <Trans>Discard</Trans>
          </Button>
          <Button size="sm" onClick={onSave} loading={saving} disabled={!dirty}>
            {saveLabel ?? t`Save`}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
