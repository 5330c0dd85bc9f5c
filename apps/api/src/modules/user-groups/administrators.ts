import type { Database } from '../../db/database.ts';
import { conflict } from '../../http/errors.ts';
import { createUserGroupsRepo } from './user-groups.repo.ts';

export const lockoutMessage =
  'This change would leave no active user who can edit user groups, so nobody could give rights back.';

/**
 * Someone must keep the right to edit user groups: with it the rest can always be repaired. Call inside
 * the transaction of the change, after applying it; throwing rolls the change back.
 */
export async function assertGroupsStayEditable(trx: Database) {
  if ((await createUserGroupsRepo(trx).countActiveHolders('user_groups', 'edit')) === 0) {
    throw conflict(lockoutMessage);
  }
}
