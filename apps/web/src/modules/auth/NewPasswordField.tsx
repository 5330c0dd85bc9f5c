import { type PasswordInputProps, Popover } from '@mantine/core';
import { useState } from 'react';
import { PasswordField } from '../../components/PasswordField';
import { PasswordConditions } from './PasswordConditions';

/** The new-password input; while it has the focus, a popover lists the password conditions. */
export function NewPasswordField(props: PasswordInputProps & { value: string }) {
  const [focused, setFocused] = useState(false);
  return (
    <Popover
      opened={focused}
      position="bottom-start"
      width="target"
      shadow="md"
      withArrow
      trapFocus={false}
      withRoles={false}
    >
      <Popover.Target>
        <div>
          <PasswordField {...props} onFocus={() => setFocused(true)} onBlur={() => setFocused(false)} />
        </div>
      </Popover.Target>
      <Popover.Dropdown>
        <PasswordConditions password={props.value} />
      </Popover.Dropdown>
    </Popover>
  );
}
