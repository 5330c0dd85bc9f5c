import { useHotkeys } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';

const CommandPalette = lazy(() => import('./CommandPalette'));

/** Ctrl/⌘+K anywhere, even inside a field, opens the palette; its code loads the first time. */
export function PaletteLauncher() {
  const [opened, setOpened] = useState(false);
  useHotkeys([['mod+K', () => setOpened(true)]], []);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette onClose={() => setOpened(false)} />
    </Suspense>
  );
}
