import { useHotkeys } from '@mantine/hooks';

/**
 * Ctrl/⌘+S saves the screen's edits, even from inside a field; the browser's "save page" never opens
 * over an edit screen. Several bars on one screen (provider tabs) each save their own when dirty.
 */
export function useSaveHotkey(canSave: boolean, save: () => void) {
  useHotkeys(
    [
      [
        'mod+S',
        () => {
          if (canSave) save();
        },
        { preventDefault: true },
      ],
    ],
    [],
  );
}
