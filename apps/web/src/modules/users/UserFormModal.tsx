import { useLingui } from '@lingui/react/macro';
import { Modal } from '@mantine/core';
import type { UserProfile } from '@trips/shared/modules/users/users.schema';
import { UserForm } from './UserForm';

/** The add/edit dialog; the form mounts afresh each time it opens. */
export function UserFormModal({
  opened,
  user,
  onClose,
}: {
  opened: boolean;
  user: UserProfile | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={user ? t`Edit user` : t`Add user`} size="lg">
      {opened && <UserForm key={user?.id ?? 'new'} user={user} onDone={onClose} />}
    </Modal>
  );
}
