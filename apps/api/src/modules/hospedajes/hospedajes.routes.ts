import { rowIdParam } from '@trips/shared';
import { saveTravellersBody, travellersResponse } from '@trips/shared/modules/hospedajes/travellers.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { registerListResource } from '../../engine/list/routes.ts';
import { sendDownload } from '../../engine/storage/uploads.ts';
import { requireAuth } from '../../plugins/access-guard.ts';
import { tripAccess, tripParams, tripTags } from '../trips/index.ts';
import { hospedajesBinding } from './hospedajes.binding.ts';
import type { HospedajesService } from './hospedajes.service.ts';

const access = { access: { permission: 'hospedajes', capability: 'view' as const } };
const tags = ['hospedajes'];

/** The trip's travellers (trips rights) and the Hospedajes report with its status and XML files. */
export function hospedajesRoutes({ db, hospedajes }: { db: Database; hospedajes: HospedajesService }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    registerListResource(app, hospedajesBinding, db);
    r.get(
      '/trips/:id/travellers',
      {
        config: tripAccess('view'),
        schema: {
          tags: tripTags,
          summary: "Get a trip's travellers",
          description:
            'The people a Hospedajes communication names, in order, with their own version. Before the first ' +
            'save, the customer as the first traveller (`from_customer`).',
          params: tripParams,
          response: { 200: travellersResponse },
        },
      },
      (req) => hospedajes.travellers.read(req.params.id),
    );
    r.put(
      '/trips/:id/travellers',
      {
        config: tripAccess('edit'),
        schema: {
          tags: tripTags,
          summary: "Save a trip's travellers",
          description:
            'Replaces the list. A DNI or NIE must carry its check letter and its support number; a minor ' +
            'needs a relationship. 409 when someone saved since `version`. Nights that became ready are sent.',
          params: tripParams,
          body: saveTravellersBody,
          response: { 200: travellersResponse },
        },
      },
      (req) => hospedajes.travellers.save(requireAuth(req).userId, req.params.id, req.body),
    );
    r.get(
      '/hospedajes/status',
      {
        config: access,
        schema: {
          tags,
          summary: 'Get the Hospedajes connection status',
          description:
            'Whether communications are sent: switched on, with endpoint, user, password and landlord code.',
          response: {
            200: z.object({ success: z.literal(true), configured: z.boolean(), message: z.string() }),
          },
        },
      },
      () => hospedajes.status(),
    );
    r.get(
      '/hospedajes/communications/:id/xml',
      {
        config: access,
        schema: {
          tags,
          summary: 'Download the XML of a communication',
          description:
            'The inner XML sent to the Ministry (before zip and base64), registration or cancellation.',
          params: z.object({ id: rowIdParam() }),
        },
      },
      async (req, reply) => sendDownload(reply, await hospedajes.xmlFile(req.params.id)),
    );
  };
}
