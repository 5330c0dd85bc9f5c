import { voucherStateResponse } from '@trips/shared/modules/vouchers/vouchers.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendDownload } from '../../engine/storage/uploads.ts';
import { requireAuth } from '../../plugins/access-guard.ts';
import { tripParams as params, tripTags as tags, tripAccess } from '../trips/index.ts';
import type { VoucherService } from './vouchers.service.ts';

/** The trip's customer vouchers: their state, generating the PDF and downloading it (the trip's rights). */
export function vouchersRoutes({ vouchers }: { vouchers: VoucherService }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/trips/:id/vouchers',
      {
        config: tripAccess('view'),
        schema: {
          tags,
          summary: "Get a trip's vouchers",
          description:
            'The last voucher PDF (language, size, when generated and sent), the voucher status and the ' +
            'Compostela check of a Camino trip.',
          params,
          response: { 200: voucherStateResponse },
        },
      },
      (req) => vouchers.state(req.params.id),
    );
    r.post(
      '/trips/:id/vouchers',
      {
        config: tripAccess('edit'),
        schema: {
          tags,
          summary: "Generate a trip's vouchers",
          description:
            "One PDF in the customer's language: the brand's cover and introduction, then a page per " +
            'service in trip order. Replaces the previous PDF. 400 when the trip has no services.',
          params,
          response: { 200: voucherStateResponse },
        },
      },
      (req) => vouchers.generate(requireAuth(req).userId, req.params.id),
    );
    r.get(
      '/trips/:id/vouchers/file',
      {
        config: {
          ...tripAccess('view'),
          answers: { 404: 'No vouchers generated yet, or the trip is unknown.' },
        },
        schema: {
          tags,
          summary: "Download a trip's vouchers",
          description: 'The last generated PDF, as `vouchers-<trip id>-<lang>.pdf`.',
          params,
        },
      },
      async (req, reply) => sendDownload(reply, await vouchers.file(req.params.id)),
    );
  };
}
