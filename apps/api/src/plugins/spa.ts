import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built web app; every non-API GET that is not a file gets index.html (client-side routes). */
export async function registerSpa(app: FastifyInstance, distDir: string) {
  const root = resolve(distDir);
  const hasBuild = existsSync(resolve(root, 'index.html'));
  if (hasBuild)
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      maxAge: '1h',
      immutable: false,
    });

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/');
    if (isPage && hasBuild) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    if (isPage)
      return reply.status(404).type('text/plain').send('The web app is not built. Run `npm run build`.');
    return reply
      .status(404)
      .send({ success: false, message: 'Not found', errors: ['Not found'], request_id: request.id });
  });
}
