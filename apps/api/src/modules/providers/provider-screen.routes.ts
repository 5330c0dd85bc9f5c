import {
  type ProviderScreenParts,
  providerScreenResponse,
  voucherKindOfCategory,
} from '@trips/shared/modules/providers/provider-screen.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createScreenParts, type ScreenParts } from '../../http/screen-parts.ts';
import { requireAuth } from '../../plugins/access-guard.ts';
import { createNotesService } from './notes/notes.service.ts';
import { type ProviderDeps, providerAccess, providerParams, providerTags } from './providers.http.ts';
import type { ProvidersService } from './providers.service.ts';
import { createRatesService } from './rates/rates.service.ts';
import { createServicesService } from './services/services.service.ts';
import { createVouchersService } from './vouchers/vouchers.service.ts';

/**
 * The parts of the provider screen beside the provider: providers registers its own tabs' (rates, services,
 * vouchers, notes) and other modules theirs at start-up through `wiring.ts` (tasks).
 */
export type ProviderScreen = ScreenParts<ProviderScreenParts>;
export const createProviderScreen = (): ProviderScreen => createScreenParts<ProviderScreenParts>();

/** GET /providers/{id}/screen: the provider screen in one call; GET /providers/{id} stays as it is. */
export function registerProviderScreenRoute(
  app: FastifyInstance,
  service: ProvidersService,
  deps: ProviderDeps,
) {
  const { db, storage, screen } = deps;
  const view = providerAccess('view').access;
  const [rates, services] = [createRatesService(db), createServicesService(db)];
  const [vouchers, notes] = [createVouchersService(db, storage), createNotesService(db, storage)];
  screen.register('rates', { access: view, load: (id) => rates.get(id) });
  screen.register('services', { access: view, load: (id) => services.get(id) });
  screen.register('voucher', {
    access: view,
    load: async (id) => vouchers.get(id, voucherKindOfCategory((await service.get(id)).provider.category_id)),
  });
  screen.register('notes', { access: view, load: (id) => notes.list(id) });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/providers/:id/screen',
    {
      config: providerAccess('view'),
      schema: {
        tags: providerTags,
        summary: 'Get a provider with what its screen shows',
        description:
          'The provider as GET /providers/{id} answers it, and in `parts` the first answer of each tab, each ' +
          'the body of that tab’s own route (rates, services, the voucher information of the kind its ' +
          'category fills in, notes, the first page of tasks). A part the reader’s rights do not reach is ' +
          'left out, as is one that failed.',
        params: providerParams,
        response: { 200: providerScreenResponse },
      },
    },
    async (req) => {
      const [provider, parts] = await Promise.all([
        service.get(req.params.id),
        screen.load(req.params.id, requireAuth(req), (name, error) =>
          req.log.warn({ err: error, part: name }, 'provider screen part failed'),
        ),
      ]);
      return { ...provider, parts };
    },
  );
}
