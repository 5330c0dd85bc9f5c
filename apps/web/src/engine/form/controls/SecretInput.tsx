import { useLingui } from '@lingui/react/macro';
import { Anchor, Group, PasswordInput, Stack } from '@mantine/core';
import { type KindProps, useInputProps } from './inputProps';
import { secretFromInput, secretKept, secretText } from './secret';

/**
 * A stored secret is never shown: the input starts empty, and empty keeps what is saved. In a form a kept
 * secret can also be removed (and kept again before the save).
 */
export function SecretInput(props: KindProps<'secret'>) {
  const { t } = useLingui();
  const { spec, value, saved, onChange, cell } = props;
  const { input, label } = useInputProps(props);
  const lower = label.toLowerCase();
  const kept = secretKept(saved);
  const removed = kept && value === '';
  const placeholder = removed ? t`Removed on save` : kept ? t`Saved — leave empty to keep` : t`Not set`;
  const field = (
    <PasswordInput
      {...input}
      value={secretText(value)}
      onChange={(e) => onChange(secretFromInput(saved, e.currentTarget.value))}
      placeholder={placeholder}
      // Never offer the user's own sign-in password here.
      autoComplete="new-password"
      maxLength={spec.max}
    />
  );
  if (cell) return field;
  // One shape while typing: a field that changed shape would lose the focus.
  const offered = kept && !input.disabled && !input.readOnly && secretText(value) === '';
  return (
    <Stack gap={4}>
      {field}
      {offered && (
        <Group justify="flex-end">
          <Anchor component="button" type="button" size="xs" onClick={() => onChange(removed ? saved : '')}>
            {removed ? t`Keep the saved ${lower}` : t`Remove the saved ${lower}`}
          </Anchor>
        </Group>
      )}
    </Stack>
  );
}
