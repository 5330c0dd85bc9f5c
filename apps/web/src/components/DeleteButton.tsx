import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const confirm = () =>
    modals.openConfirmModal({
      title,
      children: message,
      labels: { confirm: t`Delete`, cancel: t`Cancel` },
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
      <Trans>Delete</Trans>
    </Button>
  );
}
