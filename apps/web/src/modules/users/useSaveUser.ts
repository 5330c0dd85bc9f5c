import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@trips/shared/modules/auth/auth.schema';
import type { EditUserBody, UserProfile } from '@trips/shared/modules/users/users.schema';
import { toastSuccessMessages } from '../../lib/api';
import { session } from '../../lib/session';
import { usersApi, usersKeys } from './usersApi';

/** 'keep' leaves the picture alone, a data URL replaces it, null goes back to the default avatar. */
export type AvatarChange = 'keep' | string | null;

export const sessionUserOf = (u: UserProfile): SessionUser => ({
  id: u.id,
  first_name: u.first_name,
  last_name: u.last_name,
  email: u.email,
  phone: u.phone,
  avatar: u.avatar,
  is_active: u.is_active,
});

/** After any change to a user: lists and profiles reload; one's own header avatar and name follow. */
export function useUserSaved() {
  const client = useQueryClient();
  return (user: UserProfile) => {
    void client.invalidateQueries({ queryKey: usersKeys.all });
    if (user.id === session.user()?.id)
      session.saveUser({ ...sessionUserOf(user), language: session.user()?.language ?? null });
  };
}

export function useSaveUser() {
  const saved = useUserSaved();
  return useMutation({
    meta: { errorsShown: true },
    mutationFn: async (input: {
      body: EditUserBody | Omit<EditUserBody, 'id' | 'version'>;
      avatar: AvatarChange;
    }) => {
      const answer = 'id' in input.body ? await usersApi.edit(input.body) : await usersApi.add(input.body);
      toastSuccessMessages(answer);
      let user = answer.user;
      if (input.avatar !== 'keep') {
        const pictured = toastSuccessMessages(await usersApi.setAvatar(user.id, input.avatar));
        user = { ...user, avatar: pictured.avatar };
      }
      return user;
    },
    onSuccess: saved,
  });
}
