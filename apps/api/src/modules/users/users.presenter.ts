import type { SessionUser } from '@trips/shared';
import type { UserRecord } from './users.repo.ts';

/** The avatar is served by the API; a user without one gets null and the client shows a default. */
export function avatarUrl(user: Pick<UserRecord, 'id' | 'avatar_path'>): string | null {
  return user.avatar_path ? `/api/v1/user/${user.id}/avatar` : null;
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
  };
}
