import { Button } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useDeleteLocation } from './locationsApi';

/** Deletes the location after a confirmation; a location still in use is refused by the server. */
export function DeleteLocationButton({ id, name }: { id: number; name: string }) {
  const remove = useDeleteLocation(id);
  const navigate = useNavigate();
  const confirm = () =>
    modals.openConfirmModal({
      title: 'Delete location',
      children: `Delete “${name}” with its name variations and meeting points? This cannot be undone.`,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(undefined, { onSuccess: () => navigate('/locations') }),
    });
  return (
    <Button
      variant="subtle"
      color="red"
      size="xs"
      leftSection={<IconTrash size={14} />}
      onClick={confirm}
      loading={remove.isPending}
    >
      Delete
    </Button>
  );
}
