import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Whether the request bears `token` (`Authorization: Bearer …`), compared in constant time. */
export function bearsToken(req: FastifyRequest, token: string) {
  const given = Buffer.from(/^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
