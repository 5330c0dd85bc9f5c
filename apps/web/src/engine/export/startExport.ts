import { plural, t } from '@lingui/core/macro';
import { toast } from '../../components/toast';
import { formatNumber } from '../../i18n/format';
import { ApiError } from '../../lib/api';
import { fetchExport, saveFile } from './downloadExport';
import type { ExportFormat } from './exportProgress';
import { exportStore } from './exportStore';

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
    const { name, rows } = file;
    const count = rows === null ? '' : formatNumber(rows, 0);
    toast.success(
      rows === null
        ? t`Exported ${name}`
        : plural(rows, { one: `Exported ${count} row`, other: `Exported ${count} rows` }),
    );
  } catch (error) {
    if (controller.signal.aborted) toast.warning(t`Export cancelled`);
    // Network and server failures were already toasted by the API client.
    else if (error instanceof ApiError) {
      if (error.kind === 'rejected') toast.error(error.message);
    } else toast.error(t`The export stopped before the end. Please try again.`);
  } finally {
    exportStore.set(resource, null);
  }
}
