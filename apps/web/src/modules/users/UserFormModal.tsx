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
  return (
    <Modal opened={opened} onClose={onClose} title={user ? 'Edit user' : 'Add user'} size="lg">
      {opened && <UserForm key={user?.id ?? 'new'} user={user} onDone={onClose} />}
    </Modal>
  );
}
