import type { Rights } from '@trips/shared';

/** How long a group's rights are reused before they are read again, whatever the version says. */
export const rightsCacheTtlMs = 5_000;

interface Entry {
  version: number;
  until: number;
  rights: Promise<Rights>;
}

/**
 * A group's rights, read once and reused by every request of its members while the group's `version`
 * (bumped in the transaction of every change to its permissions) stays the same, and for a few seconds at
 * most. The session lookup reads the group and its version on every request, so a member moved to another
 * group or a changed matrix is seen by the very next request; the time limit only bounds a change written
 * without a version bump (by hand, or by another process's migration).
 */
export function createRightsCache(
  load: (groupId: number) => Promise<Rights>,
  ttlMs = rightsCacheTtlMs,
  now: () => number = performance.now.bind(performance),
) {
  const entries = new Map<number, Entry>();
  return (groupId: number | null, version: number | null): Promise<Rights> => {
    if (groupId === null || version === null) return Promise.resolve({});
    const hit = entries.get(groupId);
    if (hit && hit.version === version && hit.until > now()) return hit.rights;
    const entry: Entry = { version, until: now() + ttlMs, rights: load(groupId) };
    entries.set(groupId, entry);
    // A failed read is not remembered: the next request tries again.
    entry.rights.catch(() => entries.get(groupId) === entry && entries.delete(groupId));
    return entry.rights;
  };
}
