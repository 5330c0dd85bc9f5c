import { createTaskPool } from '../workers/pool.ts';
import type { PdfTask } from './pdf.task.ts';

// Laying out a PDF takes hundreds of milliseconds of CPU: on a worker thread, one document at a time.
const pool = createTaskPool(new URL('./pdf.task.ts', import.meta.url), {
  size: 1,
  timeoutMs: 120_000,
  memoryMb: 512,
});

/**
 * Renders a PDF on a worker thread: `builder` is the URL of a module whose default export makes the pdfmake
 * definition from `input` (data only crosses to the worker; the definition may hold functions, e.g. a footer).
 */
export async function renderPdfApart(builder: URL, input: unknown): Promise<Buffer> {
  const task: PdfTask = { builder: builder.href, input };
  const bytes = await pool.run<Uint8Array>(task);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
