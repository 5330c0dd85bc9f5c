import type { FastifyInstance } from 'fastify';
import { registerNotesRoutes } from '../../../engine/notes/notes.routes.ts';
import { type ProviderDeps, providerAccess, providerTags } from '../providers.http.ts';
import { createNotesService } from './notes.service.ts';

/** A provider's notes (list, add with a file, download, delete); multipart is registered by the parent. */
export function providerNotesRoutes({ db, storage }: ProviderDeps) {
  return async (app: FastifyInstance) => {
    const notes = createNotesService(db, storage);
    registerNotesRoutes(app, { base: '/providers', access: providerAccess, tags: providerTags, notes });
  };
}
