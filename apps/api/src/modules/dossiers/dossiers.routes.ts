import {
  dossierResponse,
  saveDossierBody,
  savedDossierResponse,
} from '@trips/shared/modules/dossiers/dossiers.schema';
import type { FastifyInstance } from 'fastify';
import { registerRecordRoutes } from '../../engine/edits/record-routes.ts';
import { registerListResource } from '../../engine/list/routes.ts';
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
    registerRecordRoutes(app, {
      path: '/dossiers',
      access: dossierAccess,
      tags: dossierTags,
      params: dossierParams,
      body: saveDossierBody,
      saved: savedDossierResponse,
      loaded: dossierResponse,
      summaries: {
        create: 'Add a dossier',
        get: 'Get a dossier with its settings and documents',
        update: 'Save a dossier',
        remove: 'Delete a dossier',
      },
      descriptions: {
        create: saveDescription,
        update: saveDescription,
        remove: 'With its settings and PDFs.',
      },
      service: createDossiersService(deps.db, deps.storage),
    });
    await registerDossierDocumentRoutes(app, deps);
    registerDossierMatchRoute(app, deps);
  };
}
