import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { tr } from '../../i18n/tr';
import { refusalOf } from './refusals';
import { UsedByList } from './UsedByList';

interface Props {
  /** The delete's error; a refusal opens the dialog, anything else was already shown. */
  error: unknown;
  onClose: () => void;
}

/** Why the server refused a delete, in a dialog: its reason and, for a record in use, what uses it. */
export function DeleteRefusal({ error, onClose }: Props) {
  const { t } = useLingui();
  const refusal = refusalOf(error);
  const usedBy = refusal?.used_by ?? [];
  return (
    // One way out, the Close button the dialog opens on (or Escape).
    <Modal
      opened={refusal !== null}
      onClose={onClose}
      title={t`Cannot delete`}
      withCloseButton={false}
      centered
      size="lg"
    >
      {refusal && (
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {tr(refusal.message)}
          </Alert>
          {usedBy.length > 0 && <UsedByList usedBy={usedBy} onFollow={onClose} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-autofocus>
              <Trans>Close</Trans>
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
