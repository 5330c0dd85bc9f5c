import type { Rights } from '@trips/shared';
import type { Database } from '../../db/database.ts';

/**
 * What a group's permission matrix needs to know of the people in groups, owned here and registered at
 * start-up (`src/wiring.ts`) by the users module, which itself checks groups: so neither imports the other.
 */
export interface GroupMembers {
  /** The active users of a group, told when its permissions change. */
  activeMemberIds(trx: Database, groupId: number): Promise<number[]>;
  /** The rights a user now has through their group (none without one). */
  rightsOfUser(trx: Database, userId: number): Promise<Rights>;
}

let registered: GroupMembers | null = null;

export function registerGroupMembers(members: GroupMembers) {
  registered = members;
}

export function groupMembers(): GroupMembers {
  if (!registered) throw new Error('The groups’ members are not wired: call wireTripSteps() at start-up.');
  return registered;
}
