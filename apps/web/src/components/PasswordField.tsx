import { useLingui } from '@lingui/react/macro';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { type KeyboardEvent, useState } from 'react';

/**
 * A password input whose show/hide toggle is a real, keyboard-reachable button.
 * Its name avoids the word "password" so it never competes with the field's own label.
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{
        'aria-label': visible ? t`Hide` : t`Show`,
        tabIndex: 0,
        onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          setVisible((current) => !current);
        },
      }}
    />
  );
}
