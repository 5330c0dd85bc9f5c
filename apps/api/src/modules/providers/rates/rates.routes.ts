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
      {
        config: providerAccess('view'),
        schema: { tags, summary: "Get a provider's rates", params, response: { 200: ratesResponse } },
      },
      (req) => rates.get(req.params.id),
    );
    r.put(
      '/providers/:id/rates',
      {
        config: providerAccess('edit'),
        schema: {
          tags,
          summary: "Save a provider's rates",
          description:
            'The whole rates editor in one save: every rate as it now stands (rows without `id` are new) and ' +
            'the ids of the rates, items and quantity rows removed. Overlapping items, inverted dates or ' +
            'brackets and negative prices are a 400 naming the rows; gaps between brackets come back as ' +
            '`messages`.',
          params,
          body: saveRatesBody,
          response: { 200: ratesResponse },
        },
      },
      (req) => rates.save(requireAuth(req).userId, req.params.id, req.body),
    );
    r.post(
      '/providers/:id/quote',
      {
        config: providerAccess('view'),
        schema: {
          tags,
          summary: "Price a service with the provider's rates",
          description:
            'The pricing engine: which rate applies (the first of the kind unless `rate_id` says) and what ' +
            "it costs, in the provider's currency and in euros. No matching rate is a 200 with `ok: false`.",
          params,
          body: quoteBody,
          response: { 200: quoteResponse },
        },
      },
      (req) => quotes.quote(req.params.id, req.body),
    );
  };
}
