import {
  quoteBody,
  quoteResponse,
  ratesResponse,
  saveRatesBody,
} from '@trips/shared/modules/providers/provider-rates.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../../plugins/access-guard.ts';
import {
  type ProviderDeps,
  providerParams as params,
  providerAccess,
  providerTags as tags,
} from '../providers.http.ts';
import { createQuoteService } from './quote.service.ts';
import { createRatesService } from './rates.service.ts';

/** GET|PUT /providers/{id}/rates (the whole rates editor) and POST /providers/{id}/quote (the pricing engine). */
export function providerRatesRoutes({ db }: ProviderDeps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const rates = createRatesService(db);
    const quotes = createQuoteService(db);

    r.get(
      '/providers/:id/rates',
      { config: providerAccess('view'), schema: { tags, params, response: { 200: ratesResponse } } },
      (req) => rates.get(req.params.id),
    );
    r.put(
      '/providers/:id/rates',
      {
        config: providerAccess('edit'),
        schema: { tags, params, body: saveRatesBody, response: { 200: ratesResponse } },
      },
      (req) => rates.save(requireAuth(req).userId, req.params.id, req.body),
    );
    r.post(
      '/providers/:id/quote',
      {
        config: providerAccess('view'),
        schema: { tags, params, body: quoteBody, response: { 200: quoteResponse } },
      },
      (req) => quotes.quote(req.params.id, req.body),
    );
  };
}
