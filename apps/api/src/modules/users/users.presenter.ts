import type { SessionUser } from '@trips/shared';
import { isUiLanguage } from '@trips/shared/modules/users/language';
import type { UserListItem, UserProfile } from '@trips/shared/modules/users/users.schema';
import type { UserRecord, UsersRepo } from './users.repo.ts';

export const AVATAR_ROUTE = '/api/v1/avatars';

/** Avatars are served by an unguessable address; a user without one gets null and the client shows a default. */
export function avatarUrl(user: { avatar_path: string | null }): string | null {
  return user.avatar_path ? `${AVATAR_ROUTE}/${user.avatar_path.replace(/^avatars\//, '')}` : null;
}

export function toSessionUser(user: UserRecord): SessionUser {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone,
    avatar: avatarUrl(user),
    is_active: user.is_active,
    language: isUiLanguage(user.ui_language) ? user.ui_language : null,
  };
}

type ListRow = Awaited<ReturnType<UsersRepo['list']>>[number];
type ProfileRow = NonNullable<Awaited<ReturnType<UsersRepo['findProfile']>>>;

export function toListItem({ avatar_path, ...row }: ListRow): UserListItem {
  return { ...row, avatar: avatarUrl({ avatar_path }) };
}

export function toProfile(row: ProfileRow): UserProfile {
  return {
    ...toListItem(row),
    profile: row.profile,
    require_verification: row.require_verification,
    version: row.version,
  };
}

/** What the audit log keeps of a user: the editable fields, never the password hash. */
export function auditSnapshot(row: ProfileRow) {
  const { avatar_path, team_name, group_name, version, ...fields } = row;
  return { ...fields, avatar: avatar_path };
}
