import {
  createProviderBody,
  providerResponse,
  savedProviderResponse,
  updateProviderBody,
} from '@trips/shared/modules/providers/providers.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { inUseAnswer } from '../../engine/edits/used-by.ts';
import { registerListResource } from '../../engine/list/routes.ts';
import { registerUploads } from '../../engine/storage/uploads.ts';
import { requireAuth } from '../../plugins/access-guard.ts';
import { withTaskFlags } from '../tasks/index.ts';
import { providerNotesRoutes } from './notes/notes.routes.ts';
import { registerProviderScreenRoute } from './provider-screen.routes.ts';
import { providersBinding } from './providers.binding.ts';
import { type ProviderDeps, providerAccess, providerParams, providerTags } from './providers.http.ts';
import { createProvidersService } from './providers.service.ts';
import { providerRatesRoutes } from './rates/rates.routes.ts';
import { providerServicesRoutes } from './services/services.routes.ts';
import { voucherRoutes } from './vouchers/vouchers.routes.ts';

/** The providers list (engine), the provider's detail, and its rates, services, vouchers and notes. */
export function providersRoutes(deps: ProviderDeps) {
  return async (app: FastifyInstance) => {
    const binding = withTaskFlags(providersBinding, 'provider', sql.ref('p.id'), deps.timeZone);
    registerListResource(app, binding, deps.db);
    const r = app.withTypeProvider<ZodTypeProvider>();
    const service = createProvidersService(deps.db, deps.storage);
    const [tags, params] = [providerTags, providerParams];

    r.get(
      '/providers/:id',
      {
        config: providerAccess('view'),
        schema: { tags, summary: 'Get a provider', params, response: { 200: providerResponse } },
      },
      (req) => service.get(req.params.id),
    );
    r.post(
      '/providers',
      {
        config: providerAccess('create'),
        schema: {
          tags,
          summary: 'Add a provider',
          body: createProviderBody,
          response: { 200: savedProviderResponse },
        },
      },
      (req) => service.create(requireAuth(req).userId, req.body),
    );
    r.put(
      '/providers/:id',
      {
        config: providerAccess('edit'),
        schema: {
          tags,
          summary: "Save a provider's record",
          description:
            'Send the version read; another one is a 409. Rates, services and vouchers save on their own.',
          params,
          body: updateProviderBody,
          response: { 200: savedProviderResponse },
        },
      },
      (req) => service.update(requireAuth(req).userId, req.params.id, req.body),
    );
    r.delete(
      '/providers/:id',
      {
        config: {
          ...providerAccess('edit'),
          answers: { 409: inUseAnswer('trips, invoices or itineraries') },
        },
        schema: { tags, summary: 'Delete a provider', params },
      },
      (req) => service.remove(requireAuth(req).userId, req.params.id),
    );

    registerProviderScreenRoute(app, service, deps);

    await registerUploads(app);
    await app.register(providerRatesRoutes(deps));
    await app.register(providerServicesRoutes(deps));
    await app.register(voucherRoutes(deps));
    await app.register(providerNotesRoutes(deps));
  };
}
