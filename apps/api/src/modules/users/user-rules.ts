import type { EditUserBody } from '@trips/shared/modules/users/users.schema';
import type { Database } from '../../db/database.ts';
import { AppError, badRequest, forbidden } from '../../http/errors.ts';
import type { UserValues } from './users.repo.ts';
import { createUsersRepo } from './users.repo.ts';

export const emailTakenMessage = 'A user with this email address already exists.';
export const selfDeactivateMessage = 'You cannot deactivate your own account.';
export const adminOnlyFieldsMessage =
  'Only a user administrator can change your email, team, group, active flag or security code setting.';

/** The fields only someone with the 'edit' right on users may change, also on their own account. */
const adminOnly = ['email', 'team_id', 'group_id', 'is_active', 'require_verification'] as const;
type AdminOnlyField = (typeof adminOnly)[number];
type AdminOnlyCurrent = Omit<Pick<UserValues, AdminOnlyField>, 'group_id'> & { group_id: number | null };

export function valuesOf(body: Omit<EditUserBody, 'id' | 'version'> & { profile: string }): UserValues {
  return {
    first_name: body.first_name.trim(),
    last_name: body.last_name.trim(),
    email: body.email.trim().toLowerCase(),
    phone: body.phone?.trim() || null,
    team_id: body.team_id,
    group_id: body.group_id,
    is_active: body.is_active ?? true,
    require_verification: body.require_verification ?? false,
    profile: body.profile,
  };
}

/** Email unique, team and group existing: each problem on its field. */
export async function checkValues(trx: Database, values: UserValues, exceptId = 0) {
  if (await createUsersRepo(trx).emailTaken(values.email, exceptId)) {
    throw new AppError(409, emailTakenMessage, { email: emailTakenMessage });
  }
  const [team, group] = await Promise.all([
    trx.selectFrom('teams').select('id').where('id', '=', values.team_id).executeTakeFirst(),
    trx.selectFrom('user_groups').select('id').where('id', '=', values.group_id).executeTakeFirst(),
  ]);
  const fieldErrors: Record<string, string> = {};
  if (!team) fieldErrors.team_id = 'Unknown team';
  if (!group) fieldErrors.group_id = 'Unknown user group';
  if (Object.keys(fieldErrors).length > 0) throw badRequest('Invalid input', fieldErrors);
}

/** Someone editing their own account without the users right keeps everything that grants access. */
export function checkSelfEdit(
  current: Pick<UserValues, AdminOnlyField> | AdminOnlyCurrent,
  next: UserValues,
) {
  const normalized = { ...current, email: current.email.toLowerCase() };
  if (adminOnly.some((field) => normalized[field] !== next[field])) throw forbidden(adminOnlyFieldsMessage);
}
