import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { appPolicy } from './security-headers.ts';

/** The placeholder the build writes into `<meta property="csp-nonce">` and the tags it generates. */
const NONCE_META = /<meta property="csp-nonce" nonce="([^"]+)"/;

/** Where index.html names the company's time zone, which the screens show moments in. */
const ZONE_META = /<meta name="company-time-zone" content="[^"]*"/;

/** index.html with a fresh style nonce, and the policy that allows it (see `html.cspNonce` in vite.config). */
async function pageWithNonce(indexFile: string, timeZone: string) {
  const zone = `<meta name="company-time-zone" content="${timeZone.replace(/[^\w/+-]/g, '')}"`;
  const html = (await readFile(indexFile, 'utf8')).replace(ZONE_META, zone);
  const placeholder = NONCE_META.exec(html)?.[1];
  if (!placeholder) return { html, policy: appPolicy() };
  const nonce = randomBytes(16).toString('base64');
  return { html: html.replaceAll(`nonce="${placeholder}"`, `nonce="${nonce}"`), policy: appPolicy(nonce) };
}

/** The build names each file under assets/ by a hash of its content: a new content is a new name. */
const HASHED_FOLDER = `assets${sep}`;
const FOREVER = 'public, max-age=31536000, immutable';
const AN_HOUR = 'public, max-age=3600';

/**
 * Serves the built web app; every non-API GET that is not a file gets index.html (client-side routes).
 * Files go out as the build compressed them (brotli or gzip, by the browser's Accept-Encoding).
 */
export async function registerSpa(app: FastifyInstance, distDir: string, timeZone = 'Europe/Madrid') {
  const root = resolve(distDir);
  const indexFile = resolve(root, 'index.html');
  // The travellers' own page (/traveller/{token}) has a small entry of its own.
  const travellerFile = resolve(root, 'traveller.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild)
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // index.html is never served as a plain file: each copy needs its own nonce.
      globIgnore: ['index.html', 'traveller.html'],
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, path) {
        reply.header('cache-control', relative(root, path).startsWith(HASHED_FOLDER) ? FOREVER : AN_HOUR);
      },
    });

  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/');
    if (isPage && hasBuild) {
      const traveller = request.url.startsWith('/traveller/') && existsSync(travellerFile);
      const { html, policy } = await pageWithNonce(traveller ? travellerFile : indexFile, timeZone);
      // no-cache: every load asks again, so a new build's hashed files are found and each page gets its own
      // nonce with the policy that allows it. The travellers' page is never kept (its address is a key).
      return reply
        .header('cache-control', traveller ? 'no-store' : 'no-cache')
        .header('content-security-policy', policy)
        .type('text/html; charset=utf-8')
        .send(html);
    }
    if (isPage)
      return reply.status(404).type('text/plain').send('The web app is not built. Run `npm run build`.');
    return reply
      .status(404)
      .send({ success: false, message: 'Not found', errors: ['Not found'], request_id: request.id });
  });
}
