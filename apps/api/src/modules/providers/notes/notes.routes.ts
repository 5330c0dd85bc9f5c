import { rowId } from '@trips/shared/modules/lookups/lookups.schema';
import {
  noteLimits,
  noteMessages,
  notesResponse,
} from '@trips/shared/modules/providers/provider-notes.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readUpload, sendDownload } from '../../../engine/storage/uploads.ts';
import { requireAuth } from '../../../plugins/access-guard.ts';
import {
  type ProviderDeps,
  providerParams as params,
  providerAccess,
  providerTags as tags,
} from '../providers.http.ts';
import { createNotesService } from './notes.service.ts';

const fileParams = params.extend({ noteId: z.coerce.number().pipe(rowId()) });

/** A provider's notes: GET the list, POST one as multipart (field `comment`, optional file `file`), GET its file. */
export function providerNotesRoutes({ db, storage }: ProviderDeps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const notes = createNotesService(db, storage);

    r.get(
      '/providers/:id/notes',
      { config: providerAccess('view'), schema: { tags, params, response: { 200: notesResponse } } },
      (req) => notes.list(req.params.id),
    );
    r.post(
      '/providers/:id/notes',
      { config: providerAccess('edit'), schema: { tags, params, response: { 200: notesResponse } } },
      async (req) => {
        const upload = await readUpload(req, noteLimits.maxBytes, noteMessages.size);
        return notes.add(requireAuth(req).userId, req.params.id, upload);
      },
    );
    r.get(
      '/providers/:id/notes/:noteId/file',
      { config: providerAccess('view'), schema: { tags, params: fileParams } },
      async (req, reply) => sendDownload(reply, await notes.file(req.params.id, req.params.noteId)),
    );
  };
}
