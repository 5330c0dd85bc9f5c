import { rowIdParam } from '@trips/shared';
import { dossierMatchResponse } from '@trips/shared/modules/dossiers/dossiers.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matchTripDossier } from './dossier-match.service.ts';
import type { DossierDeps } from './dossiers.http.ts';

/** GET /trips/{id}/dossier-match: shown on the trip screen to whoever may view the trip. */
export function registerDossierMatchRoute(app: FastifyInstance, deps: DossierDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/trips/:id/dossier-match',
    {
      config: { access: { permission: 'trips', capability: 'view' } },
      schema: {
        tags: ['dossiers'],
        summary: "Find a trip's dossier",
        description:
          'The active dossier of the trip’s brand whose setting covers its trip type, start and end location ' +
          'and holiday (a setting’s own holiday beats an other-settings holiday beats any holiday; then the ' +
          'start, then the end: the same place beats a listed one beats any), or why none does. A trip with ' +
          '`is_no_dossier` has none.',
        params: z.object({ id: rowIdParam() }),
        response: { 200: dossierMatchResponse },
      },
    },
    (req) => matchTripDossier(deps.db, req.params.id),
  );
}
