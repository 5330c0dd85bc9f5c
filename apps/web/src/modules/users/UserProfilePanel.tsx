import { useLingui } from '@lingui/react/macro';
import { Drawer } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { toast } from '../../components/toast';
import { ProfileContent } from './ProfileContent';
import { useUser } from './useUser';

/** Spec part 1 §2: the user profile panel opens once the user has loaded, and closes on close. */
export function UserProfilePanel({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const { t } = useLingui();
  const query = useUser(userId);
  const notFound = t`unable to find information`;
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!query.isError) return;
    toast.error(notFound);
    close.current();
  }, [query.isError, notFound]);
  const user = query.data?.user;
  return (
    <Drawer
      opened={userId !== null && query.isSuccess}
      onClose={onClose}
      position="right"
      title={t`User profile`}
      size="md"
    >
      {user && <ProfileContent key={user.id} user={user} />}
    </Drawer>
  );
}

export default UserProfilePanel;
