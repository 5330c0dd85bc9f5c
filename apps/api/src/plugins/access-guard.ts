import { can, type PermissionRule, type Rights, type RouteAccess } from '@trips/shared';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { forbidden, unauthorized } from '../http/errors.ts';
import type { SessionsRepo } from '../modules/auth/sessions.repo.ts';
import type { UsersRepo } from '../modules/users/users.repo.ts';
import { createRightsCache } from './rights-cache.ts';

export interface RequestAuth {
  userId: number;
  sessionId: number;
  rights: Rights;
}

/** One registered /api/v1 route, the rule it declared and its input schemas; the tests walk them all. */
export interface GuardedRoute {
  method: string;
  url: string;
  access: RouteAccess;
  schema?: FastifySchema;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route needs. Every /api/v1 route must say it; registration fails otherwise. */
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
  interface FastifyInstance {
    guardedRoutes: GuardedRoute[];
  }
}

const API_PREFIX = '/api/v1';
const UNGUARDED = [`${API_PREFIX}/docs`];

/** The routes of the API proper: under /api/v1, less the document and its viewer. */
export const isApiRoute = (url: string) =>
  url.startsWith(API_PREFIX) && !UNGUARDED.some((p) => url.startsWith(p));

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

/**
 * The signed-in user of a request. The session and its user's group are read on every request and the
 * group's rights come from a cache keyed by the group's version, so group changes apply at once.
 */
export function requireAuth(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

const allows = (rights: Rights, rule: PermissionRule) =>
  can(rights, rule.permission, rule.capability) ||
  (rule.orPermission !== undefined && can(rights, rule.orPermission, rule.capability));

const denied = (rule: PermissionRule) =>
  forbidden(`You do not have the '${rule.capability}' right on '${rule.permission}'.`);

/** The raw `id` the request addresses (before validation, so a malformed body is still judged). */
function addressedId(request: FastifyRequest, where: 'params' | 'body'): number {
  const source = (where === 'params' ? request.params : request.body) as { id?: unknown } | null;
  return Number(source?.id);
}

export function registerAccessGuard(app: FastifyInstance, sessions: SessionsRepo, users: UsersRepo) {
  const guardedRoutes: GuardedRoute[] = [];
  const rightsOf = createRightsCache((groupId) => users.rightsOfGroup(groupId));
  app.decorate('guardedRoutes', guardedRoutes);
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
    for (const method of [route.method].flat())
      guardedRoutes.push({ method, url: route.url, access, schema: route.schema });
  });

  // Authentication runs before the body is parsed or validated: a stranger learns nothing about the input.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const token = bearer(request);
    const live = token ? await sessions.findLive(token) : undefined;
    if (!live) throw unauthorized();
    request.auth = {
      userId: live.user_id,
      sessionId: live.session_id,
      rights: await rightsOf(live.group_id, live.group_version),
    };
    if (access === 'authenticated' || allows(request.auth.rights, access)) return;
    if (!access.orOwnId) throw denied(access);
  });

  // A rule with `orOwnId` lets a user without the capability act on their own record only.
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!request.auth || typeof access !== 'object' || !access.orOwnId) return;
    if (allows(request.auth.rights, access)) return;
    if (addressedId(request, access.orOwnId) !== request.auth.userId) throw denied(access);
  });
}
