import {
  makeTravellerLinkBody,
  travellerLinkResponse,
  travellerLinkState,
  travellerPage,
  travellerPageSave,
  travellerTokenParams,
} from '@trips/shared/modules/traveller-links/traveller-links.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Limit, RateLimiter } from '../../engine/rate-limit/rate-limit.ts';
import { sendDownload } from '../../engine/storage/uploads.ts';
import { requireAuth } from '../../plugins/access-guard.ts';
import { tripAccess, tripParams } from '../trips/index.ts';
import type { TravellerLinksService } from './traveller-links.service.ts';

const tags = ['traveller-links'];
const views: Limit = { max: 120, windowSeconds: 600 };
const saves: Limit = { max: 30, windowSeconds: 600 };
const publicAnswers = {
  404: 'The link is not one we signed.',
  410: "The link was revoked or has expired; `reason` says which and `lang` is the trip's language.",
  429: 'Too many requests from this address.',
};

/** The trip's link for its travellers (trips rights, as its Travellers panel) and the page it opens. */
export function travellerLinksRoutes({
  links,
  limiter,
}: {
  links: TravellerLinksService;
  limiter: RateLimiter;
}) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    // Personal data, refusals included: never kept by the browser or a proxy.
    app.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const staff = (summary: string, description: string) => ({
      tags,
      summary,
      description,
      params: tripParams,
    });
    r.get(
      '/trips/:id/traveller-link',
      {
        config: tripAccess('view'),
        schema: {
          ...staff("Read the trip's traveller link", 'The live link, if any, with its expiry.'),
          response: { 200: travellerLinkState },
        },
      },
      (req) => links.read(req.params.id),
    );
    r.post(
      '/trips/:id/traveller-link',
      {
        config: tripAccess('edit'),
        schema: {
          ...staff(
            "Make the trip's traveller link",
            'Answers the live link, or makes one. `regenerate` revokes the live link first: its token stops ' +
              "acting. The link expires 30 days after the trip's end.",
          ),
          body: makeTravellerLinkBody,
          response: { 200: travellerLinkResponse },
        },
      },
      (req) => links.make(requireAuth(req).userId, req.params.id, req.body),
    );
    r.delete(
      '/trips/:id/traveller-link',
      {
        config: tripAccess('edit'),
        schema: {
          ...staff("Revoke the trip's traveller link", 'Its token stops acting at once.'),
          response: { 200: z.object({ success: z.literal(true), message: z.string() }) },
        },
      },
      (req) => links.revoke(req.params.id),
    );

    const open = { access: 'public' as const, answers: publicAnswers };
    const page = { tags, params: travellerTokenParams, security: [] };
    r.get(
      '/traveller/:token',
      {
        config: open,
        schema: {
          ...page,
          summary: "Read the travellers' page",
          description: "The trip at a glance and its travellers, in the trip's language. Never cached.",
          response: { 200: travellerPage },
        },
      },
      async (req) => {
        await limiter.consume([`traveller-page:ip:${req.ip}`, views]);
        return links.open(req.params.token, { ip: req.ip });
      },
    );
    r.put(
      '/traveller/:token',
      {
        config: open,
        schema: {
          ...page,
          summary: "Save the travellers' details",
          description:
            'Keeps what is valid; 400 with `field_errors` (`travellers.{i}.{field}`) for the rest. With ' +
            '`version` and `base` (the travellers as loaded) a staff change made meanwhile is kept.',
          body: travellerPageSave,
          response: { 200: travellerPage },
        },
      },
      async (req) => {
        await limiter.consume([`traveller-page:save:${req.ip}`, saves]);
        return links.save(req.params.token, req.body, { ip: req.ip });
      },
    );
    r.get(
      '/traveller/:token/pack',
      {
        config: open,
        schema: { ...page, summary: "Download the trip's pack", description: 'The vouchers PDF, once made.' },
      },
      async (req, reply) => {
        await limiter.consume([`traveller-page:ip:${req.ip}`, views]);
        return sendDownload(reply, await links.pack(req.params.token, { ip: req.ip }));
      },
    );
  };
}
