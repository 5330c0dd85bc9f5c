import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { messages } from '@trips/shared/validation/messages';
import { type FormEvent, useState } from 'react';
import { tr } from '../../i18n/tr';
import { ApiError } from '../../lib/api';

interface Props {
  opened: boolean;
  onClose: () => void;
  onSave: (name: string) => Promise<unknown>;
  saving: boolean;
}

/** Names the current filters; the server's message shows under the field (e.g. a name already used). */
export function SaveFilterModal({ opened, onClose, onSave, saving }: Props) {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setName('');
    setError(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(tr(messages.required));
    try {
      await onSave(name.trim());
      close();
    } catch (e) {
      setError(e instanceof ApiError ? tr(e.envelope?.message ?? e.message) : t`Unable to save the filter`);
    }
  };
  return (
    <Modal opened={opened} onClose={close} title={t`Save filters`} size="sm">
      <form onSubmit={submit} noValidate>
        <TextInput
          label={t`Name`}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          maxLength={100}
          data-autofocus
        />
        <Group justify="flex-end" mt="md" gap="xs">
          <Button variant="default" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={saving}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
