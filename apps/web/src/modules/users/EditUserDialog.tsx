import { useLingui } from '@lingui/react/macro';
import { Alert, Center, Loader, Modal } from '@mantine/core';
import { UserForm } from './UserForm';
import { useUser } from './useUser';

/** Editing needs the full profile (its version above all), so the dialog loads it first. */
export function EditUserDialog({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const { t } = useLingui();
  const query = useUser(userId);
  return (
    <Modal opened={userId !== null} onClose={onClose} title={t`Edit user`} size="lg">
      {query.isPending && (
        <Center py="xl">
          <Loader aria-label={t`Loading user`} />
        </Center>
      )}
      {query.isError && <Alert color="red">{t`unable to find information`}</Alert>}
      {query.data && <UserForm key={query.data.user.id} user={query.data.user} onDone={onClose} />}
    </Modal>
  );
}
