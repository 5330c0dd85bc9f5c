import { createHash } from 'node:crypto';
import { lookupNames } from '@trips/shared/modules/lookups/lookups.schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { currentReaderLanguage } from '../../db/reader-language.ts';
import { localisedTables } from '../../engine/i18n/local-name.ts';
import { lookups } from './lookups.registry.ts';

/** What this build's lists look like (which lists, their tables and columns): a new build may answer others. */
const build = createHash('sha1')
  .update(JSON.stringify({ lookupNames, lookups, localised: [...localisedTables] }))
  .digest('base64url')
  .slice(0, 10);

/**
 * The lookup lists' version: the database's token, which changes with any row a list reads (migration 0070),
 * and this build's. Read alone, it costs no list's query.
 */
export async function lookupsVersion(db: Database): Promise<string> {
  const { rows } = await sql<{ token: string }>`select token from lookups_version`.execute(db);
  return `${rows[0]?.token ?? 'none'}.${build}`;
}

/** A year: the browser keeps the lists under a version's address until the version changes. */
const kept = 'private, max-age=31536000, immutable';

/**
 * Reference lists change rarely. Asked under the current version (`?v=`), the answer is kept by the browser
 * for good: a change gives another version, hence another address. Otherwise it carries an ETag made of the
 * version, the reader's language and the lists asked, so an unchanged one is a 304 decided before any list
 * is read. The names are in the reader's language, hence Vary.
 */
export async function answerFromVersion(
  db: Database,
  req: FastifyRequest,
  reply: FastifyReply,
  asked: { lists: string; v?: string },
) {
  const version = await lookupsVersion(db);
  const listsKey = createHash('sha1').update(asked.lists).digest('base64url').slice(0, 10);
  const etag = `"${version}.${currentReaderLanguage()}.${listsKey}"`;
  reply.header('etag', etag).header('vary', 'Accept-Language');
  reply.header('cache-control', asked.v === version ? kept : 'private, no-cache');
  const unchanged = req.headers['if-none-match'] === etag;
  return { version, unchanged };
}

/** The 304 of an unchanged version: no body, the ETag and cache headers already set. */
export const notModified = (reply: FastifyReply): FastifyReply => reply.code(304).send();
