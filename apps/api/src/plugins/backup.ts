import type { FastifyInstance } from 'fastify';
import { type Database, embeddedDatabase } from '../db/database.ts';
import { backupToken, dumpEmbedded } from '../engine/backup/embedded.ts';
import { bearsToken } from '../http/bearer.ts';

/**
 * `POST /backup` on a server running the embedded database: its folder as a gzipped tar, for
 * `npm run backup` (a second process cannot open the folder the server holds). Only for the bearer of the
 * token derived from the settings key, which only someone who can read DATA_DIR has.
 */
export function registerBackupRoute(app: FastifyInstance, db: Database, secretKey: Buffer) {
  if (!embeddedDatabase(db)) return;
  const token = backupToken(secretKey);
  app.post('/backup', { schema: { hide: true } }, async (req, reply) => {
    if (!bearsToken(req, token))
      return reply.status(401).header('www-authenticate', 'Bearer').send({ message: 'Unauthorized' });
    const dump = await dumpEmbedded(db);
    return reply.header('content-type', 'application/gzip').send(Buffer.from(await dump.arrayBuffer()));
  });
}
