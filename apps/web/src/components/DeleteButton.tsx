import { Button } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';

interface Props {
  /** The confirmation's title, e.g. 'Delete location'. */
  title: string;
  message: string;
  loading: boolean;
  onConfirm: () => void;
}

/** Deletes a record after a confirmation; the server refuses a record still in use. */
export function DeleteButton({ title, message, loading, onConfirm }: Props) {
  const confirm = () =>
    modals.openConfirmModal({
      title,
      children: message,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm,
    });
  return (
    <Button
      variant="subtle"
      color="red"
      size="xs"
      leftSection={<IconTrash size={14} />}
      onClick={confirm}
      loading={loading}
    >
      Delete
    </Button>
  );
}
