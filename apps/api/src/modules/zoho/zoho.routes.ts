import { zohoStatusResponse } from '@trips/shared/modules/zoho/zoho.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZohoService } from './zoho.service.ts';

const access = (capability: 'view' | 'edit') => ({ access: { permission: 'zoho_settings', capability } });

/** The Zoho sync beside the Zoho settings record, under the same right. */
export function zohoRoutes({ zoho }: { zoho: ZohoService }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/zoho/status',
      {
        config: access('view'),
        schema: {
          tags: ['settings'],
          summary: 'The Zoho sync: last runs, unmatched deals, trip revisions',
          description:
            "Each Zoho account's last sync (when, counts, error), the deals that could not become trips with " +
            'their reason, the latest changes Zoho made to trips (`automated_trip_revised`) and the deal ' +
            'comments not copied because staff had edited the trip (`ignore_comments`).',
          response: { 200: zohoStatusResponse },
        },
      },
      () => zoho.status(),
    );
    r.post(
      '/zoho/sync',
      {
        config: access('edit'),
        schema: {
          tags: ['settings'],
          summary: 'Sync the active Zoho accounts now',
          description:
            'Reads every active account’s deals changed since its watermark and answers the status; a ' +
            'failure is shown in the account’s last error, a rate limit continues as a job after Retry-After.',
          response: { 200: zohoStatusResponse },
        },
      },
      () => zoho.syncNow(),
    );
  };
}
