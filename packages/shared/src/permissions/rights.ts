import { type Capability, catalogue } from './catalogue.ts';

/** The `right` map the client stores: permission key → granted capabilities (spec part 1 §3, §6). */
export type Rights = Record<string, Capability[]>;

/**
 * One capability of one permission. `orOwnId` also lets a signed-in user through when the request's
 * `id` (in the path or the body) is their own, e.g. their own profile without the 'users' right.
 */
export interface PermissionRule {
  permission: string;
  capability: Capability;
  orOwnId?: 'params' | 'body';
  /** The same capability of this permission also lets the user through. */
  orPermission?: string;
}

/** What a route needs: nothing (sign-in routes), a signed-in user, or one capability of one permission. */
export type RouteAccess = 'public' | 'authenticated' | PermissionRule;

export function can(rights: Rights | null | undefined, permission: string, capability: Capability = 'view') {
  return Boolean(rights?.[permission]?.includes(capability));
}

/** Rights with every capability of the catalogue: the Super Admin group. */
export function fullRights(): Rights {
  const rights: Rights = {};
  for (const section of catalogue) {
    for (const perm of section.permissions) rights[perm.key] = [...perm.capabilities];
  }
  return rights;
}
