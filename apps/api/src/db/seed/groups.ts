import type { Rights } from '@trips/shared';
import { createUserGroupsRepo } from '../../modules/user-groups/user-groups.repo.ts';
import type { Database } from '../database.ts';

/** Writes a group's whole matrix: every catalogue permission, active where `rights` grants something. */
export function writeGroup(db: Database, name: string, description: string, rights: Rights) {
  return createUserGroupsRepo(db).insertWithMatrix({ name, description }, rights);
}
