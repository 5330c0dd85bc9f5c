import { attentionResponse, readinessResponse } from '@trips/shared/modules/trips/readiness.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/database.ts';
import type { Clock } from '../../../engine/jobs/clock.ts';
import { tripAccess, tripParams, tripTags } from '../trips.http.ts';
import { needsAttention } from './readiness.attention.ts';
import { dayOf } from './readiness.days.ts';
import { tripReadiness } from './readiness.service.ts';

/** GET /trips/{id}/readiness: what the trip still lacks, computed from its rows (issue 31); the home's panel. */
export function registerReadinessRoutes(app: FastifyInstance, db: Database, clock: Clock) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/trips/attention',
    {
      config: tripAccess('view'),
      schema: {
        tags: tripTags,
        summary: 'What needs attention in the coming days',
        description:
          'Every problem of the trips with problems that run or start within the attention window ' +
          '(bps_attention_days), errors first, then by date.',
        response: { 200: attentionResponse },
      },
    },
    () => needsAttention(db, dayOf(clock.now())),
  );
  r.get(
    '/trips/:id/readiness',
    {
      config: tripAccess('view'),
      schema: {
        tags: tripTags,
        summary: 'What the trip still lacks',
        description:
          'Each problem with its code, severity (error or warning), a message in the reader’s language ' +
          '(Accept-Language) and where it is (section, row, date). Computed from the rows at each call.',
        params: tripParams,
        response: { 200: readinessResponse },
      },
    },
    (req) => readinessAnswer(db, clock, req.params.id),
  );
}

/** The answer of GET /trips/{id}/readiness (also the trip screen's `readiness` part). */
export const readinessAnswer = async (db: Database, clock: Clock, tripId: number) => ({
  success: true as const,
  problems: await tripReadiness(db, tripId, dayOf(clock.now())),
});
