import type { ExportFormat } from '../export/exportProgress';
import { useRunningExport } from '../export/exportStore';
import { startExport } from '../export/startExport';

/** The list's export: the one running (if any) and how to start one from the body read at that moment. */
export function useListExport(resource: string, body: () => Record<string, unknown>) {
  const running = useRunningExport(resource);
  const run = (format: ExportFormat) => startExport(resource, format, body());
  return { running, run };
}

export type ListExport = ReturnType<typeof useListExport>;
