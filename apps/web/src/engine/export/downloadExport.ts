import { api } from '../../lib/api';
import { wireState } from '../query/wireState';
import { countNewlines, type ExportCounts, type ExportFormat, fileNameOf } from './exportProgress';

export interface ExportRequest {
  resource: string;
  format: ExportFormat;
  body: Record<string, unknown>;
  signal: AbortSignal;
  onProgress: (counts: ExportCounts) => void;
}

/** POSTs the export, reads the stream while reporting progress, and returns the file. */
export async function fetchExport({ resource, format, body, signal, onProgress }: ExportRequest) {
  const response = await api.download(`${resource}/export`, { ...wireState(body), format }, { signal });
  const total = response.headers.get('X-Total-Rows');
  const counts: ExportCounts = {
    format,
    bytes: 0,
    newlines: 0,
    totalRows: total === null ? null : Number(total),
  };
  const parts: Uint8Array[] = [];
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    counts.bytes += value.length;
    if (format === 'csv') counts.newlines += countNewlines(value);
    onProgress({ ...counts });
  }
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  const name = fileNameOf(response.headers.get('Content-Disposition'), `${resource}.${format}`);
  return { blob: new Blob(parts as BlobPart[], { type }), name, rows: counts.totalRows };
}

/** Hands the file to the browser's downloads. */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The click starts the download synchronously; the URL can go once the event loop moves on.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
