import { useLingui } from '@lingui/react/macro';
import { Avatar, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { UserProfile } from '@trips/shared/modules/users/users.schema';
import { can } from '@trips/shared/permissions/rights';
import type { ReactNode } from 'react';
import { toastSuccessMessages } from '../../lib/api';
import { useRights, useSessionUser } from '../../lib/useSession';
import { AvatarPicker } from './AvatarPicker';
import { ProfileForm } from './ProfileForm';
import { teamName } from './teamNames';
import { usersApi } from './usersApi';
import { useUserSaved } from './useSaveUser';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {typeof children === 'string' ? (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {children || '—'}
        </Text>
      ) : (
        children
      )}
    </div>
  );
}

/** The panel's content: one's own profile, or anyone's with the users edit right, can be changed here. */
export function ProfileContent({ user }: { user: UserProfile }) {
  const { i18n, t } = useLingui();
  const me = useSessionUser();
  const rights = useRights();
  const canEdit = me?.id === user.id || can(rights, 'users', 'edit');
  const saved = useUserSaved();
  const fullName = `${user.first_name} ${user.last_name}`;
  const picture = useMutation({
    mutationFn: (avatar: string | null) => usersApi.setAvatar(user.id, avatar),
    onSuccess: (answer) => saved({ ...user, avatar: toastSuccessMessages(answer).avatar }),
  });

  return (
    <Stack gap="md">
      {canEdit ? (
        <AvatarPicker
          src={user.avatar}
          name={fullName}
          onPick={picture.mutate}
          onRemove={() => picture.mutate(null)}
          busy={picture.isPending}
        />
      ) : (
        <Avatar src={user.avatar} name={fullName} color="initials" size={64} radius="xl" alt={fullName} />
      )}
      <div>
        <Title order={2} size="h3">
          {fullName}
        </Title>
        <Text c="dimmed">{user.email}</Text>
      </div>
      <Group gap="xl">
        <Detail label={t`Team`}>{teamName(i18n, user.team_id, user.team_name)}</Detail>
        <Detail label={t`User group`}>{user.group_name ?? ''}</Detail>
        <Detail label={t`Status`}>
          <Badge color={user.is_active ? 'teal' : 'gray'}>{user.is_active ? t`Active` : t`Inactive`}</Badge>
        </Detail>
      </Group>
      {canEdit ? (
        <ProfileForm user={user} />
      ) : (
        <>
          <Detail label={t`Phone`}>{user.phone ?? ''}</Detail>
          <Detail label={t`Profile`}>{user.profile}</Detail>
        </>
      )}
    </Stack>
  );
}
