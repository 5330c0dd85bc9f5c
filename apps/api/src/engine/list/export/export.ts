import { finished, Readable } from 'node:stream';
import { type ListQuery, listQuerySchema, type ResourceDescriptor, text } from '@trips/shared';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../../../http/errors.ts';
import { sharedText } from '../../i18n/shared-texts.ts';
import { createColumnListsRepo } from '../column-lists.repo.ts';
import { exactCount } from '../count.ts';
import { filteredQuery, type ListContext } from '../query.ts';
import { withSavedFilter } from '../saved-filter.ts';
import { keysetCells } from './batches.ts';
import type { ExportColumn } from './cells.ts';
import { copyExport } from './copy-export.ts';
import { csvChunks, csvHeader } from './csv.ts';
import { xlsxContentType, xlsxStream } from './xlsx.ts';

export const exportFormats = ['csv', 'xlsx'] as const;

/** The list's filter object plus the file format and, optionally, which columns in which order. */
export function exportBodySchema(d: ResourceDescriptor) {
  return (listQuerySchema(d) as unknown as z.ZodObject).extend({
    format: z.enum(exportFormats),
    columns: z.array(text().max(100)).min(1).max(200).optional(),
  });
}
type ExportFormat = (typeof exportFormats)[number];
export type ExportBody = ListQuery & { format: ExportFormat; columns?: string[] };

/**
 * The asked columns, or else the user's visible columns of this list, headed as the exporting user's screen
 * heads them. The server translates the descriptors' English labels itself (from the web app's catalogue,
 * see shared-texts.ts) rather than taking labels from the client: a file exported by a script or a job
 * reads the same as one exported from the screen, and no client can write what the headers say.
 */
async function exportColumns(ctx: ListContext, slugs: string[] | undefined): Promise<ExportColumn[]> {
  const columns = await englishColumns(ctx, slugs);
  return columns.map((c) => ({ ...c, label: sharedText(c.label) }));
}

async function englishColumns(ctx: ListContext, slugs: string[] | undefined): Promise<ExportColumn[]> {
  const d = ctx.binding.descriptor;
  if (!slugs) {
    const visible = (await createColumnListsRepo(ctx.db).columnsFor(ctx.auth.userId, d)).filter(
      (c) => c.is_active,
    );
    return visible.length > 0 ? visible : d.columns.map(({ slug, label }) => ({ slug, label }));
  }
  return slugs.map((slug) => {
    const column = d.columns.find((c) => c.slug === slug);
    if (!column)
      throw badRequest(`Unknown ${d.name} column: ${slug.slice(0, 40)}`, { columns: 'Unknown column' });
    return { slug, label: column.label };
  });
}

async function* withHeader(header: string, rows: AsyncIterable<Buffer>) {
  yield header;
  yield* rows;
}

/** The file's stream: from one COPY on PostgreSQL where it can, else from keyset batches. */
async function exportBody(ctx: ListContext, state: ListQuery, columns: ExportColumn[], format: ExportFormat) {
  const copied = await copyExport(ctx, state, columns, format);
  const label = sharedText(ctx.binding.descriptor.label);
  if (!copied) {
    const cells = keysetCells(ctx, state, columns);
    return format === 'csv' ? Readable.from(csvChunks(columns, cells)) : xlsxStream(columns, cells, label);
  }
  const body =
    copied.kind === 'csv'
      ? Readable.from(withHeader(csvHeader(columns), copied.rows))
      : format === 'csv'
        ? Readable.from(csvChunks(columns, copied.batches))
        : xlsxStream(columns, copied.batches, label);
  // However the response ends (done, cancelled, failed), the COPY ends with it and frees its connection.
  finished(body, () => copied.copy.destroy());
  return body;
}

/**
 * Streams the whole filtered list with backpressure: rows are read only as fast as the client takes
 * them. X-Total-Rows lets the client show progress.
 */
export async function exportList(ctx: ListContext, body: ExportBody, reply: FastifyReply) {
  const { format, columns: slugs, ...query } = body;
  const state = await withSavedFilter(ctx, query as ListQuery);
  const columns = await exportColumns(ctx, slugs);
  const total = await exactCount(ctx.db, filteredQuery(ctx, state));
  const d = ctx.binding.descriptor;
  const file = `${d.name}-${new Date().toISOString().slice(0, 10)}.${format}`;
  const stream = await exportBody(ctx, state, columns, format);
  reply
    .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : xlsxContentType)
    .header('content-disposition', `attachment; filename="${file}"`)
    .header('x-total-rows', String(total));
  return reply.send(stream);
}
