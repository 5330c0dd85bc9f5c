import { okEnvelope, rowIdParam, text } from '@trips/shared';
import { saveBrandingBody } from '@trips/shared/modules/brandings/brandings.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inUseAnswer } from '../../engine/edits/used-by.ts';
import { sendPicture } from '../../engine/images/pictures.ts';
import { requireAuth } from '../../plugins/access-guard.ts';
import type { BrandingsService } from './brandings.service.ts';

const tags = ['brandings'];
const params = z.object({ id: rowIdParam() });
// Three logos of up to 2 MB each, a third larger in base64, and the texts.
const BODY_LIMIT = 10 * 1024 * 1024;
const tooLarge = 'The body is over 10 MB.';
const logos =
  "Each logo is the brand's current URL (kept), a PNG, JPEG or WebP data URL of at most 2 MB (stored " +
  "re-encoded) or '' (removed). All or nothing: a refused logo saves nothing.";
const access = (capability: 'view' | 'create' | 'edit') => ({
  access: { permission: 'branding', capability },
});

/** Brands: the list, one brand's settings with logos, create, versioned save, delete, and the logo files. */
export function brandingsRoutes({ brandings }: { brandings: BrandingsService }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/brandings', { config: access('view'), schema: { tags, summary: 'List the brands' } }, () =>
      brandings.list(),
    );
    r.get(
      '/brandings/:id',
      { config: access('view'), schema: { tags, summary: "Get a brand's settings", params } },
      (req) => brandings.get(req.params.id),
    );
    r.post(
      '/brandings',
      {
        config: { ...access('create'), answers: { 413: tooLarge } },
        bodyLimit: BODY_LIMIT,
        schema: { tags, summary: 'Add a brand', description: logos, body: saveBrandingBody },
      },
      (req) => brandings.create(requireAuth(req).userId, req.body),
    );
    r.put(
      '/brandings/:id',
      {
        config: { ...access('edit'), answers: { 413: tooLarge } },
        bodyLimit: BODY_LIMIT,
        schema: {
          tags,
          summary: "Save a brand's settings",
          description: logos,
          params,
          body: saveBrandingBody,
        },
      },
      (req) => brandings.save(requireAuth(req).userId, req.params.id, req.body),
    );
    r.delete(
      '/brandings/:id',
      {
        config: {
          ...access('edit'),
          answers: { 409: inUseAnswer('trips, email accounts or dossiers (switch it off instead)') },
        },
        schema: { tags, summary: 'Delete a brand', params, response: { 200: okEnvelope } },
      },
      (req) => brandings.remove(requireAuth(req).userId, req.params.id),
    );
    // Public because an <img> sends no bearer token; the 128-bit random file name is what guards it.
    r.get(
      '/brandings/logos/:file',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Get a brand logo',
          description: 'Needs no token: the random file name is the secret.',
          params: z.object({ file: text().max(80) }),
        },
      },
      async (req, reply) => sendPicture(reply, await brandings.logo(req.params.file)),
    );
  };
}
