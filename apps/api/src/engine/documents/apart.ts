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

const warmed = new Set<string>();

/**
 * Starts the documents worker and loads `builder` and the fonts ahead of a document someone is about to ask
 * for (a screen that offers it opened): the first document after a start then costs what later ones do.
 * Once per builder; a failure only means the next document starts cold.
 */
export async function prepareDocuments(builder: URL): Promise<void> {
  if (warmed.has(builder.href)) return;
  warmed.add(builder.href);
  const task: PdfTask = { builder: builder.href, input: null, warm: true };
  await pool.run(task).catch(() => warmed.delete(builder.href));
}
