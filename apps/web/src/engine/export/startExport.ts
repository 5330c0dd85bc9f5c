import { ApiError } from '../../app/api';
import { toast } from '../../components/toast';
import { fetchExport, saveFile } from './downloadExport';
import type { ExportFormat } from './exportProgress';
import { exportStore } from './exportStore';

const whole = new Intl.NumberFormat('en-GB');

/** Runs one export of a list to the end: progress in the store, the file saved, the outcome toasted. */
export async function startExport(resource: string, format: ExportFormat, body: Record<string, unknown>) {
  if (exportStore.get(resource)) return;
  const controller = new AbortController();
  const cancel = () => controller.abort();
  const counts = { format, bytes: 0, newlines: 0, totalRows: null };
  exportStore.set(resource, { counts, cancel });
  try {
    const file = await fetchExport({
      resource,
      format,
      body,
      signal: controller.signal,
      onProgress: (next) => exportStore.set(resource, { counts: next, cancel }),
    });
    saveFile(file.blob, file.name);
    toast.success(file.rows === null ? `Exported ${file.name}` : `Exported ${whole.format(file.rows)} rows`);
  } catch (error) {
    if (controller.signal.aborted) toast.warning('Export cancelled');
    // Network and server failures were already toasted by the API client.
    else if (error instanceof ApiError) {
      if (error.kind === 'rejected') toast.error(error.message);
    } else toast.error('The export stopped before the end. Please try again.');
  } finally {
    exportStore.set(resource, null);
  }
}
