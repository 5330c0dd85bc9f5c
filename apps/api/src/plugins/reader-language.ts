import type { FastifyInstance } from 'fastify';
import { inReaderLanguage, languageOfHeader } from '../db/reader-language.ts';

/**
 * Every handler runs for its reader's language (Accept-Language; the web app sends the language it shows),
 * so reference names come back in it. Set after the body is read: the handler is called from `done`.
 */
export function registerReaderLanguage(app: FastifyInstance) {
  app.addHook('preHandler', (req, _reply, done) => {
    inReaderLanguage(languageOfHeader(req.headers['accept-language']), () => done());
  });
}
