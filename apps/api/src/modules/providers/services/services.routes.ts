import { saveServicesBody, servicesResponse } from '@trips/shared/modules/providers/provider-services.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../../plugins/access-guard.ts';
import {
  type ProviderDeps,
  providerParams as params,
  providerAccess,
  providerTags as tags,
} from '../providers.http.ts';
import { createServicesService } from './services.service.ts';

/** GET|PUT /providers/{id}/services: the other services a provider sells, one item per language. */
export function providerServicesRoutes({ db }: ProviderDeps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const services = createServicesService(db);
    r.get(
      '/providers/:id/services',
      {
        config: providerAccess('view'),
        schema: {
          tags,
          summary: "Get a provider's other services",
          params,
          response: { 200: servicesResponse },
        },
      },
      (req) => services.get(req.params.id),
    );
    r.put(
      '/providers/:id/services',
      {
        config: {
          ...providerAccess('edit'),
          answers: {
            409:
              'Stale (the `version` sent is not the current one), or a removed service is part of an ' +
              'itinerary: `rows_in_use` lists each with the itineraries, `message` names them.',
          },
        },
        schema: {
          tags,
          summary: "Save a provider's other services",
          description:
            'Every service as it now stands (rows without `id` are new, one item per language) and the ids ' +
            'of the saved ones removed.',
          params,
          body: saveServicesBody,
          response: { 200: servicesResponse },
        },
      },
      (req) => services.save(requireAuth(req).userId, req.params.id, req.body),
    );
  };
}
