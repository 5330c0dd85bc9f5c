import type { UserStatusFilter } from '@trips/shared/modules/users/teams';
import type {
  AddUserBody,
  EditUserBody,
  UserListItem,
  UserProfile,
} from '@trips/shared/modules/users/users.schema';
import { api } from '../../lib/api';

type Saved = { success: true; messages: string[]; user: UserProfile };

export const usersKeys = {
  all: ['users'] as const,
  list: (status: UserStatusFilter, team: number) => ['users', 'list', status, team] as const,
  one: (id: number) => ['users', 'one', id] as const,
  teams: ['user-teams'] as const,
};

export const usersApi = {
  list: (status: UserStatusFilter, teamId: number, signal?: AbortSignal) =>
    api.post<{ users: UserListItem[] }>('users', { status, team_id: teamId }, { signal }),
  get: (id: number, signal?: AbortSignal) => api.get<{ user: UserProfile }>(`user/${id}`, { signal }),
  teams: (signal?: AbortSignal) =>
    api.get<{ teams: { id: number; name: string }[] }>('user-teams', { signal }),
  add: (body: AddUserBody) => api.post<Saved>('add-user', body),
  edit: (body: EditUserBody) => api.post<Saved>('edit-user', body),
  setAvatar: (id: number, avatar: string | null) =>
    api.post<{ success: true; messages: string[]; avatar: string | null }>('edit-user-avatar', {
      id,
      avatar,
    }),
};
