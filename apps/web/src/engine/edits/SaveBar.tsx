import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Kbd, Paper, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useUnsavedChanges } from './leaveGuard';
import { useSaveHotkey } from './useSaveHotkey';

interface Props {
  dirty: boolean;
  saving: boolean;
  saveLabel?: string;
  onSave: () => void;
  onDiscard: () => void;
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The one Save of an edit screen, kept in view at the bottom, with what is unsaved and the key that saves
 * from any field. Leaving the screen with unsaved changes asks first (LeaveGuard).
 */
export function SaveBar({ dirty, saving, saveLabel, onSave, onDiscard }: Props) {
  const { t } = useLingui();
  const status = useRef<HTMLParagraphElement>(null);
  const wasSaving = useRef(false);
  useUnsavedChanges(dirty);
  useSaveHotkey(dirty && !saving, onSave);
  // A clicked Save is disabled once saved, and the browser would drop the focus to the page: it moves to
  // what the bar now says instead, so a keyboard or screen-reader user stays where they were.
  useEffect(() => {
    if (wasSaving.current && !saving) {
      const focused = document.activeElement;
      if (!focused || focused === document.body || (focused as HTMLButtonElement).disabled)
        status.current?.focus();
    }
    wasSaving.current = saving;
  }, [saving]);
  const key = isMac() ? '⌘S' : 'Ctrl+S';
  return (
    <Paper withBorder shadow="sm" radius="md" px="md" py="xs" pos="sticky" bottom={12} style={{ zIndex: 5 }}>
      <Group justify="space-between" gap="sm">
        <Text
          ref={status}
          tabIndex={-1}
          size="sm"
          c={dirty ? 'orange.8' : 'dimmed'}
          fw={dirty ? 600 : 400}
          role="status"
        >
          {dirty ? t`Unsaved changes` : t`No unsaved changes`}
        </Text>
        <Group gap="xs">
          {dirty && (
            <Text size="xs" c="dimmed" aria-hidden>
              <Kbd size="xs">{key}</Kbd> <Trans>saves from any field</Trans>
            </Text>
          )}
          <Button variant="default" size="sm" onClick={onDiscard} disabled={!dirty || saving}>
            <Trans>Discard</Trans>
          </Button>
          <Button
            size="sm"
            onClick={onSave}
            loading={saving}
            disabled={!dirty}
            aria-keyshortcuts={isMac() ? 'Meta+S' : 'Control+S'}
          >
            {saveLabel ?? t`Save`}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
