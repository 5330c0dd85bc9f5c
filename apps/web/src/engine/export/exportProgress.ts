import { t } from '@lingui/core/macro';
import { formatNumber } from '../../i18n/format';

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportCounts {
  format: ExportFormat;
  bytes: number;
  /** Line breaks read so far (CSV only): the header line, then one per row. */
  newlines: number;
  /** X-Total-Rows, or null when the server did not say. */
  totalRows: number | null;
}

export interface ExportProgress {
  /** 0–100, or null for an indeterminate bar (XLSX is zipped, so its rows cannot be counted). */
  percent: number | null;
  label: string;
}

const oneDecimal = (amount: number) => formatNumber(amount, 1, 1);

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${formatNumber(bytes, 0)} B`;
  const kilobytes = bytes / 1024;
  const [amount, unit] = kilobytes < 1024 ? [kilobytes, 'KB'] : [kilobytes / 1024, 'MB'];
  return `${oneDecimal(amount)} ${unit}`;
}

/** Line breaks in a chunk of the CSV stream. */
export function countNewlines(chunk: Uint8Array): number {
  let count = 0;
  for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) count++;
  return count;
}

/** How far an export is: rows of the total for CSV, bytes for XLSX. */
export function exportProgress({ format, bytes, newlines, totalRows }: ExportCounts): ExportProgress {
  if (format === 'xlsx' || totalRows === null) {
    const received = formatBytes(bytes);
    return { percent: null, label: t`${received} received` };
  }
  // A quoted value may hold a line break, so the count can run ahead of the rows: never past the total.
  const rows = Math.min(Math.max(newlines - 1, 0), totalRows);
  const percent = totalRows === 0 ? 100 : Math.round((rows / totalRows) * 100);
  const done = formatNumber(rows, 0);
  const total = formatNumber(totalRows, 0);
  return { percent, label: t`${done} of ${total} rows` };
}

/** The file name of Content-Disposition (RFC 6266: filename* first), or the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // fall through to the plain filename
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1].trim() : fallback;
}
