import type { PermissionRule } from '@trips/shared';
import { errorEnvelope } from '@trips/shared/api/envelope';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';

/** The failures a route documents; the error handler answers each with the error envelope. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429;
/** Each status a route can answer and when it happens; `false` drops one its shape suggests but it never answers. */
export type ErrorAnswers = Partial<Record<ErrorStatus, string | false>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Failures its shape does not tell (a row in use, a rate limit) or tells too vaguely; they win over the derived. */
    answers?: ErrorAnswers;
  }
}

/** A shared schema (`addSchema`), so the document holds it once as a component. */
export const errorEnvelopeComponent = {
  $id: 'ErrorEnvelope',
  ...z.toJSONSchema(errorEnvelope, { target: 'draft-2020-12', io: 'input' }),
  description:
    'The body of every failure. `errors` lists the messages to show, `field_errors` names each bad input ' +
    'field, `request_id` is also the `X-Request-Id` header. A few conflicts add fields of their own.',
};
const envelopeRef = 'ErrorEnvelope#';

const lacksRight = ({ permission, capability, orOwnId }: PermissionRule) =>
  `The user's group lacks the '${capability}' right on '${permission}'` +
  `${orOwnId ? ', and the record is not the user themselves' : ''}.`;

/** Field names of a body schema (an object, possibly refined, transformed or intersected). */
function fieldsOf(schema: unknown): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return fieldsOf(schema.in);
  if (schema instanceof z.ZodIntersection)
    return [...fieldsOf(schema.def.left), ...fieldsOf(schema.def.right)];
  return [];
}

/**
 * What a route can fail with, read from its rule and shape: 400 when it takes input, 401/403 when guarded,
 * 404 when it names a record (a path parameter or a body `id`), 409 when it saves a version; then its own.
 */
export function errorAnswers(route: RouteOptions): ErrorAnswers {
  const { schema = {}, url, method } = route;
  const access = route.config?.access;
  const body = fieldsOf(schema.body);
  const namesRecord = url.includes(':') || body.includes('id');
  const answers: ErrorAnswers = {};
  if (schema.body || schema.querystring || schema.params)
    answers[400] = 'The input failed its checks; `field_errors` names each bad field.';
  if (access && access !== 'public') answers[401] = 'No live session: sign in again.';
  if (typeof access === 'object') answers[403] = lacksRight(access);
  if (namesRecord) answers[404] = 'The record it names does not exist.';
  if (body.includes('version') && (namesRecord || method === 'PUT'))
    answers[409] = 'Stale: it changed since it was read (the `version` sent is not the current one).';
  return { ...answers, ...route.config?.answers };
}

type Responses = Record<string, object>;

/** The document's responses of a route: its own (a success without a schema gets one) and its error answers. */
export function documentedResponses(route: RouteOptions, declared: Responses = {}): Responses {
  const success = Object.keys(declared).some((status) => status.startsWith('2'));
  // A `null` schema documents a success without describing its body, as for a route that declares none.
  const responses: Responses = success
    ? { ...declared }
    : { 200: { type: 'null', description: 'Success' }, ...declared };
  for (const [status, text] of Object.entries(errorAnswers(route)))
    if (text) responses[status] = { ...(responses[status] ?? { $ref: envelopeRef }), description: text };
  return responses;
}
