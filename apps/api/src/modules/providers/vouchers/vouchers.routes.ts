import { integerParam, rowIdParam, text } from '@trips/shared';
import {
  saveVoucherBody,
  storedImageSlots,
  voucherImageLimits,
  voucherImageMessages,
  voucherKindNames,
  voucherResponse,
} from '@trips/shared/modules/providers/vouchers.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileHeaders, readUpload } from '../../../engine/storage/uploads.ts';
import { requireAuth } from '../../../plugins/access-guard.ts';
import { type ProviderDeps, providerAccess, providerTags as tags } from '../providers.http.ts';
import { createVouchersService } from './vouchers.service.ts';

const id = rowIdParam();
const kindParams = z.object({ id, kind: z.enum(voucherKindNames) });
const slotParams = kindParams.extend({ slot: z.enum(storedImageSlots) });
const querystring = z.object({
  record: integerParam(1, 2).optional().default(1),
  v: text().max(40).optional(),
});
const response = { 200: voucherResponse };

/** Voucher information per service kind: texts, and images uploaded as multipart (field `file`). */
export function voucherRoutes({ db, storage }: ProviderDeps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const vouchers = createVouchersService(db, storage);
    const base = '/providers/:id/vouchers/:kind';

    r.get(
      base,
      {
        config: providerAccess('view'),
        schema: { tags, summary: "Get a provider's voucher information", params: kindParams, response },
      },
      (req) => vouchers.get(req.params.id, req.params.kind),
    );
    r.put(
      base,
      {
        config: {
          ...providerAccess('edit'),
          answers: { 409: 'Stale: a record was saved since it was read.' },
        },
        schema: {
          tags,
          summary: "Save a provider's voucher texts",
          description:
            'One or both records of the kind, each with the version it was read at (0 when never saved).',
          params: kindParams,
          body: saveVoucherBody,
          response,
        },
      },
      (req) => vouchers.save(requireAuth(req).userId, req.params.id, req.params.kind, req.body),
    );
    r.post(
      `${base}/images/:slot`,
      {
        config: { ...providerAccess('edit'), answers: { 413: voucherImageMessages.size } },
        schema: {
          tags,
          summary: 'Upload a voucher image',
          description:
            'multipart/form-data with the file `file`: PNG or JPEG, fully decoded; kept re-encoded with a ' +
            'display copy of at most 1600 px.',
          params: slotParams,
          querystring,
          response,
        },
      },
      async (req) => {
        const upload = await readUpload(req, voucherImageLimits.maxBytes, voucherImageMessages.size);
        const { id, kind, slot } = req.params;
        return vouchers.upload(requireAuth(req).userId, id, kind, slot, req.query.record, upload);
      },
    );
    r.delete(
      `${base}/images/:slot`,
      {
        config: providerAccess('edit'),
        schema: { tags, summary: 'Remove a voucher image', params: slotParams, querystring, response },
      },
      (req) => {
        const { id, kind, slot } = req.params;
        return vouchers.removeImage(requireAuth(req).userId, id, kind, slot, req.query.record);
      },
    );
    // Read with the bearer token (the screen fetches it and shows a blob URL).
    r.get(
      `${base}/images/:slot`,
      {
        config: providerAccess('view'),
        schema: { tags, summary: 'Download a voucher image', params: slotParams, querystring },
      },
      async (req, reply) => {
        const { id, kind, slot } = req.params;
        const { bytes, contentType } = await vouchers.image(id, kind, slot, req.query.record);
        return reply.headers(fileHeaders(contentType)).send(bytes);
      },
    );
  };
}
