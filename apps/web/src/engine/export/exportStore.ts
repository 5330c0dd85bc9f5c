import { useSyncExternalStore } from 'react';
import type { ExportCounts } from './exportProgress';

export interface RunningExport {
  counts: ExportCounts;
  cancel: () => void;
}

/**
 * The export loader flag of each list (spec part 1 §4) with its progress. It lives outside the
 * components, so leaving the list and coming back still shows the export that is running.
 */
const running = new Map<string, RunningExport>();
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export const exportStore = {
  get: (resource: string) => running.get(resource) ?? null,
  set(resource: string, value: RunningExport | null) {
    if (value) running.set(resource, value);
    else running.delete(resource);
    notify();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useRunningExport(resource: string): RunningExport | null {
  return useSyncExternalStore(exportStore.subscribe, () => exportStore.get(resource));
}
