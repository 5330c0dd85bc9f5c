import { can, type PermissionRule } from '@trips/shared';
import type { RequestAuth } from '../plugins/access-guard.ts';

/** One part of a record's screen: the rule its own route declares, and what that route answers. */
export interface ScreenPart<T> {
  access: PermissionRule;
  load: (id: number, viewer: RequestAuth) => Promise<T>;
}

/**
 * The parts of one record's screen, registered at start-up by the modules that own them (`wiring.ts`), so
 * the screen answers in one call what its panels would each ask for, without the record's module importing
 * theirs. Parts load concurrently; one the reader's rights do not reach is left out, and so is one that
 * failed (its panel then asks its own route, which says why).
 */
export interface ScreenParts<Parts extends object> {
  register<K extends keyof Parts & string>(name: K, part: ScreenPart<NonNullable<Parts[K]>>): void;
  names(): string[];
  load(id: number, viewer: RequestAuth, onError?: (name: string, error: unknown) => void): Promise<Parts>;
}

const allows = (rights: RequestAuth['rights'], rule: PermissionRule) =>
  can(rights, rule.permission, rule.capability) ||
  (rule.orPermission !== undefined && can(rights, rule.orPermission, rule.capability));

export function createScreenParts<Parts extends object>(): ScreenParts<Parts> {
  const parts = new Map<string, ScreenPart<unknown>>();
  return {
    register(name, part) {
      if (parts.has(name)) throw new Error(`The screen part ${name} is registered twice`);
      parts.set(name, part as ScreenPart<unknown>);
    },
    names: () => [...parts.keys()],
    async load(id, viewer, onError) {
      const shown = [...parts].filter(([, part]) => allows(viewer.rights, part.access));
      const loaded = await Promise.all(
        shown.map(async ([name, part]) => {
          try {
            return [[name, await part.load(id, viewer)] as const];
          } catch (error) {
            onError?.(name, error);
            return [];
          }
        }),
      );
      return Object.fromEntries(loaded.flat()) as Parts;
    },
  };
}
