import { type Capability, rowIdParam } from '@trips/shared';
import { noteLimits, noteMessages, notesResponse } from '@trips/shared/modules/notes/notes.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/access-guard.ts';
import { readUpload, sendDownload } from '../storage/uploads.ts';
import type { RecordNotesService } from './notes.service.ts';

const id = rowIdParam();
const params = z.object({ id });
const noteParams = params.extend({ noteId: id });

export interface NotesRoutes {
  /** The record's path, plural: '/providers' gives /providers/:id/notes (and "provider" in the document). */
  base: string;
  access: (capability: Capability) => object;
  tags: string[];
  notes: RecordNotesService;
}

/**
 * A record's notes: GET the list, POST one as multipart (field `comment`, optional file `file`), GET its
 * file, DELETE one (edit right). The caller registers multipart (registerUploads) in the same context.
 */
export function registerNotesRoutes(app: FastifyInstance, { base, access, tags, notes }: NotesRoutes) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const path = `${base}/:id/notes`;
  const record = base.slice(1).replace(/s$/, '');
  const response = { 200: notesResponse };
  r.get(
    path,
    { config: access('view'), schema: { tags, summary: `List a ${record}'s notes`, params, response } },
    (req) => notes.list(req.params.id),
  );
  r.post(
    path,
    {
      config: { ...access('edit'), answers: { 413: noteMessages.size } },
      schema: {
        tags,
        summary: `Add a note to a ${record}`,
        description:
          'multipart/form-data: the text field `comment` and an optional file `file` (PDF, PNG, JPEG or ' +
          'WebP, at most 10 MB); one of them is needed.',
        params,
        response,
      },
    },
    async (req) => {
      const upload = await readUpload(req, noteLimits.maxBytes, noteMessages.size);
      return notes.add(requireAuth(req).userId, req.params.id, upload);
    },
  );
  r.delete(
    `${path}/:noteId`,
    {
      config: access('edit'),
      schema: { tags, summary: `Delete a note of a ${record}`, params: noteParams, response },
    },
    (req) => notes.remove(requireAuth(req).userId, req.params.id, req.params.noteId),
  );
  r.get(
    `${path}/:noteId/file`,
    {
      config: access('view'),
      schema: { tags, summary: `Download the file of a ${record}'s note`, params: noteParams },
    },
    async (req, reply) => sendDownload(reply, await notes.file(req.params.id, req.params.noteId)),
  );
}
