import {
  bookingActionResponse,
  bookingAnswerBody,
  bookingRowParams,
  providerResponsePage,
  providerResponseParams,
  providerResponseResult,
  tripBookingsResponse,
} from '@trips/shared/modules/bookings/bookings.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RateLimiter } from '../../engine/rate-limit/rate-limit.ts';
import { requireAuth } from '../../plugins/access-guard.ts';
import { tripAccess, tripParams } from '../trips/index.ts';
import type { BookingsService } from './bookings.service.ts';

const perIp = { max: 60, windowSeconds: 600 };
const publicAnswers = {
  404: 'The link is not one we sent.',
  409: 'The link was answered already, has expired or was replaced; `state` says which.',
  429: 'Too many answers from this address.',
};

/** The provider's answer page (public, by signed link) and the trip screen's bookings. */
export function bookingsRoutes({ bookings, limiter }: { bookings: BookingsService; limiter: RateLimiter }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['bookings'];
    const params = providerResponseParams;
    r.get(
      '/provider-response/:token',
      {
        config: { access: 'public', answers: { 404: false } },
        schema: {
          tags,
          params,
          security: [],
          summary: "Read a provider's booking request",
          description:
            "What the link asks, in the provider's language, and whether it still acts. Never changes anything.",
          response: { 200: providerResponsePage },
        },
      },
      (req) => bookings.page(req.params.token),
    );
    r.post(
      '/provider-response/:token',
      {
        config: { access: 'public', answers: publicAnswers },
        schema: {
          tags,
          params,
          security: [],
          body: bookingAnswerBody,
          summary: 'Answer a booking request as the provider',
          description:
            'Confirm (optional confirmation number and comment) or decline (a reason). A link acts once.',
          response: { 200: providerResponseResult },
        },
      },
      async (req) => {
        await limiter.consume([`provider-response:ip:${req.ip}`, perIp]);
        return bookings.respond(req.params.token, req.body);
      },
    );
    r.get(
      '/trips/:id/bookings',
      {
        config: tripAccess('view'),
        schema: {
          tags,
          params: tripParams,
          summary: "Read the bookings of a trip's rows",
          description:
            'Each service row with its status, requests, emails, open link and next automatic step.',
          response: { 200: tripBookingsResponse },
        },
      },
      (req) => bookings.view(req.params.id),
    );
    const action = (
      path: string,
      summary: string,
      run: (
        userId: number,
        p: { id: number; section: never; rowId: number },
        body: never,
      ) => Promise<{ success: true; message: string; version: number }>,
      body?: typeof bookingAnswerBody,
    ) =>
      r.post(
        `/trips/:id/bookings/:section/:rowId/${path}`,
        {
          config: { ...tripAccess('edit'), answers: { 409: 'The row is not in a state for this.' } },
          schema: {
            tags,
            params: bookingRowParams,
            summary,
            ...(body ? { body } : {}),
            response: { 200: bookingActionResponse },
          },
        },
        (req) => run(requireAuth(req).userId, req.params as never, req.body as never),
      );
    action('send', "Send a row's booking request now", (u, p) =>
      bookings.sendNow(u, p.id, p.section, p.rowId),
    );
    action('stop', 'Stop the booking automation of a row', (u, p) =>
      bookings.stop(u, p.id, p.section, p.rowId),
    );
    action(
      'answer',
      "Record a provider's answer received by phone or email",
      (u, p, b) => bookings.answer(u, p.id, p.section, p.rowId, b),
      bookingAnswerBody,
    );
  };
}
