import type { Capability } from '@trips/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireAuth } from '../../plugins/access-guard.ts';
import type { ErrorAnswers } from '../../plugins/openapi-errors.ts';

type Params = z.ZodObject<{ id: z.ZodType<number> }>;

/** A versioned record's add, read, save and delete: their documentation, rights and service calls. */
export interface RecordRoutes<Body extends z.ZodType> {
  /** The records' address: `/dossiers` (one record: `/dossiers/:id`). */
  path: string;
  access: (capability: Capability) => { access: { permission: string; capability: Capability } };
  tags: string[];
  params: Params;
  /** The save's body (add and save alike) and what the save, and the read, answer. */
  body: Body;
  saved: z.ZodType;
  loaded: z.ZodType;
  summaries: { create: string; get: string; update: string; remove: string };
  /** What a save carries and checks; what a delete takes with it. */
  descriptions: { create: string; update: string; remove: string };
  /** Failures each route's shape does not tell (a 409 it answers). */
  answers?: { create?: ErrorAnswers; update?: ErrorAnswers; remove?: ErrorAnswers };
  service: {
    create: (userId: number, body: z.output<Body>) => Promise<unknown>;
    get: (id: number) => Promise<unknown>;
    update: (userId: number, id: number, body: z.output<Body>) => Promise<unknown>;
    remove: (userId: number, id: number) => Promise<unknown>;
  };
}

/** POST `path`, GET, PUT and DELETE `path/:id`: the routes every versioned record's editor uses. */
export function registerRecordRoutes<Body extends z.ZodType>(
  app: FastifyInstance,
  record: RecordRoutes<Body>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { path, access, tags, params, summaries, descriptions, answers = {}, service } = record;
  const one = `${path}/:id`;
  const config = (capability: Capability, failures?: ErrorAnswers) => ({
    ...access(capability),
    ...(failures && { answers: failures }),
  });
  const { body } = record;
  r.post(
    path,
    {
      config: config('create', answers.create),
      schema: {
        tags,
        summary: summaries.create,
        description: descriptions.create,
        body,
        response: { 200: record.saved },
      },
    },
    (req) => service.create(requireAuth(req).userId, req.body as z.output<Body>),
  );
  r.get(
    one,
    {
      config: config('view'),
      schema: { tags, summary: summaries.get, params, response: { 200: record.loaded } },
    },
    (req) => service.get(req.params.id),
  );
  r.put(
    one,
    {
      config: config('edit', answers.update),
      schema: {
        tags,
        summary: summaries.update,
        description: descriptions.update,
        params,
        body,
        response: { 200: record.saved },
      },
    },
    (req) => service.update(requireAuth(req).userId, req.params.id, req.body as z.output<Body>),
  );
  r.delete(
    one,
    {
      config: config('edit', answers.remove),
      schema: { tags, summary: summaries.remove, description: descriptions.remove, params },
    },
    (req) => service.remove(requireAuth(req).userId, req.params.id),
  );
}
