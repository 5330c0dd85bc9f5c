import { useEffect, useState } from 'react';

interface Versioned {
  version: unknown;
}

interface Loadable<Answer> {
  load: (answer: Answer) => void;
  dirty: boolean;
  version: unknown;
}

/**
 * A settings editor kept on the server's latest copy: a newer answer fetched in the background replaces the
 * screen only while nothing is edited; after a stale save, "Reload" fetches and shows the latest.
 */
export function useLatestCopy<Answer extends Versioned>(
  loaded: Answer,
  editor: Loadable<Answer>,
  reload: () => Promise<{ data?: Answer }>,
) {
  const [reloading, setReloading] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer from the server counts
  useEffect(() => {
    if (!editor.dirty && loaded.version !== editor.version) editor.load(loaded);
  }, [loaded]);
  const reloadLatest = async () => {
    setReloading(true);
    const fresh = await reload().finally(() => setReloading(false));
    if (fresh.data) editor.load(fresh.data);
  };
  return { reloading, reloadLatest };
}
