import { text } from '@trips/shared';
import {
  type LookupName,
  lookupNames,
  lookupResponse,
  lookupsResponse,
} from '@trips/shared/modules/lookups/lookups.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { answerFromVersion, notModified } from './lookups.etag.ts';
import { createLookupsRepo } from './lookups.repo.ts';

const isLookup = (name: string): name is LookupName => (lookupNames as readonly string[]).includes(name);

/** Reference lists for pickers and labels: GET /lookups?names=a,b and GET /lookups/{name}. */
export function lookupsRoutes({ db }: { db: Database }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const repo = createLookupsRepo(db);
    const tags = ['lookups'];

    r.get(
      '/lookups',
      {
        config: { access: 'authenticated' },
        schema: {
          tags,
          summary: 'Get several reference lists at once',
          description:
            '`names` is a comma-separated list of lookup names; without it, every list. An unknown name is a ' +
            "400. `version` is the lists' version (also in `get-user-permission`); asked with `v` = the current " +
            'version, the answer may be kept by the browser for good, else it carries an ETag (304 when unchanged). ' +
            "`lang` only keeps each language's answer apart in the browser: names follow Accept-Language.",
          querystring: z.object({
            names: text().max(2000).optional(),
            v: text().max(100).optional(),
            lang: text().max(20).optional(),
          }),
          response: { 200: lookupsResponse },
        },
      },
      async (req, reply) => {
        const names = req.query.names ? req.query.names.split(',').map((n) => n.trim()) : [...lookupNames];
        const unknown = names.filter((n) => !isLookup(n));
        if (unknown.length > 0) throw badRequest(`Unknown lookup: ${unknown.join(', ').slice(0, 200)}`);
        // The version is read before the lists: a change committed between them is then newer lists
        // under an older version (asked again once the client learns the new one), never the reverse.
        const { version, unchanged } = await answerFromVersion(db, req, reply, {
          lists: names.join(','),
          v: req.query.v,
        });
        if (unchanged) return notModified(reply);
        const lists = await Promise.all((names as LookupName[]).map((n) => repo.list(n)));
        return {
          success: true as const,
          version,
          lookups: Object.fromEntries(names.map((n, i) => [n, lists[i]])),
        };
      },
    );

    r.get(
      '/lookups/:name',
      {
        config: { access: 'authenticated' },
        schema: {
          tags,
          summary: 'Get one reference list',
          params: z.object({ name: text().max(100) }),
          response: { 200: lookupResponse },
        },
      },
      async (req, reply) => {
        if (!isLookup(req.params.name)) throw notFound('unable to find data');
        const { unchanged } = await answerFromVersion(db, req, reply, { lists: req.params.name });
        if (unchanged) return notModified(reply);
        return { success: true as const, items: await repo.list(req.params.name) };
      },
    );
  };
}
