import { can, type Rights, type RouteAccess } from '@trips/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http/errors.ts';
import type { SessionsRepo } from '../modules/auth/sessions.repo.ts';
import type { UsersRepo } from '../modules/users/users.repo.ts';

export interface RequestAuth {
  userId: number;
  sessionId: number;
  rights: Rights;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route needs. Every /api/v1 route must say it; registration fails otherwise. */
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

const API_PREFIX = '/api/v1';
const UNGUARDED = [`${API_PREFIX}/docs`];

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

/** The signed-in user of a request. Rights are read on every request so group changes apply at once. */
export function requireAuth(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

export function registerAccessGuard(app: FastifyInstance, sessions: SessionsRepo, users: UsersRepo) {
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX) || UNGUARDED.some((p) => route.url.startsWith(p))) return;
    if (!route.config?.access) throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
  });

  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const token = bearer(request);
    const live = token ? await sessions.findLive(token) : undefined;
    if (!live) throw unauthorized();
    request.auth = {
      userId: live.user_id,
      sessionId: live.session_id,
      rights: await users.rightsOfGroup(live.group_id),
    };
    if (access === 'authenticated') return;
    if (!can(request.auth.rights, access.permission, access.capability)) {
      throw forbidden(`You do not have the '${access.capability}' right on '${access.permission}'.`);
    }
  });
}
