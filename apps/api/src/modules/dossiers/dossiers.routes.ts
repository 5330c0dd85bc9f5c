import {
  dossierResponse,
  saveDossierBody,
  savedDossierResponse,
} from '@trips/shared/modules/dossiers/dossiers.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerListResource } from '../../engine/list/routes.ts';
import { requireAuth } from '../../plugins/access-guard.ts';
import { registerDossierDocumentRoutes } from './dossier-documents.routes.ts';
import { registerDossierMatchRoute } from './dossier-match.routes.ts';
import { dossiersBinding } from './dossiers.binding.ts';
import { type DossierDeps, dossierAccess, dossierParams, dossierTags } from './dossiers.http.ts';
import { createDossiersService } from './dossiers.service.ts';

const saveDescription =
  'The general information (brand, active, a title and text per language), the setting items in order ' +
  '(trip type, start and end location — empty is any —, holiday, title), the four other-settings lists, and ' +
  'the ids of saved rows removed in the session. Unknown ids, a route to itself, a holiday without its id ' +
  'and two settings for the same trips are a 400 naming each row; a stale version is a 409.';

/** The dossiers list (engine), the dossier with its one save and delete, its documents, a trip's match. */
export function dossiersRoutes(deps: DossierDeps) {
  return async (app: FastifyInstance) => {
    registerListResource(app, dossiersBinding, deps.db);
    const r = app.withTypeProvider<ZodTypeProvider>();
    const service = createDossiersService(deps.db, deps.storage);
    const [tags, params] = [dossierTags, dossierParams];
    const response = { 200: savedDossierResponse };
    r.post(
      '/dossiers',
      {
        config: dossierAccess('create'),
        schema: {
          tags,
          summary: 'Add a dossier',
          description: saveDescription,
          body: saveDossierBody,
          response,
        },
      },
      (req) => service.create(requireAuth(req).userId, req.body),
    );
    r.get(
      '/dossiers/:id',
      {
        config: dossierAccess('view'),
        schema: {
          tags,
          summary: 'Get a dossier with its settings and documents',
          params,
          response: { 200: dossierResponse },
        },
      },
      (req) => service.get(req.params.id),
    );
    r.put(
      '/dossiers/:id',
      {
        config: dossierAccess('edit'),
        schema: {
          tags,
          summary: 'Save a dossier',
          description: saveDescription,
          params,
          body: saveDossierBody,
          response,
        },
      },
      (req) => service.update(requireAuth(req).userId, req.params.id, req.body),
    );
    r.delete(
      '/dossiers/:id',
      {
        config: dossierAccess('edit'),
        schema: { tags, summary: 'Delete a dossier', description: 'With its settings and PDFs.', params },
      },
      (req) => service.remove(requireAuth(req).userId, req.params.id),
    );
    await registerDossierDocumentRoutes(app, deps);
    registerDossierMatchRoute(app, deps);
  };
}
