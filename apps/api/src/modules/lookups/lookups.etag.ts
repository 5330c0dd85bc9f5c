import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * Reference lists change rarely: each answer carries an ETag of its text and the browser keeps it, asking
 * again with If-None-Match, which is answered 304 without the lists when nothing changed. The names are in
 * the reader's language, hence Vary.
 */
export function answerUnchangedLookups(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'Accept-Language');
    if (req.headers['if-none-match'] !== etag) return payload;
    reply.code(304);
    return '';
  });
}
