import { Trans } from '@lingui/react/macro';
import { Button, Collapse, Paper, type PasswordInputProps } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { type FocusEvent, type KeyboardEvent, useId, useState } from 'react';
import { PasswordField } from '../../components/PasswordField';
import { PasswordConditions } from './PasswordConditions';

/** Mantine renders a description as a paragraph; its `component` prop is there but not in its types. */
const inDiv = { component: 'div' } as PasswordInputProps['descriptionProps'];

/** Why the conditions show: the field has the focus, or the user asked for them with the toggle. */
type Shown = 'closed' | 'focus' | 'asked';

/**
 * The new-password input with the password conditions (spec part 1 §5): they open while the field has
 * the focus, or on demand with the toggle under it, and close on leaving the field (unless asked for) or
 * on Escape. They open in the flow of the form, below the field, so they push the fields and buttons
 * below down and never cover them.
 */
export function NewPasswordField(props: PasswordInputProps & { value: string }) {
  const [shown, setShown] = useState<Shown>('closed');
  const open = shown !== 'closed';
  const panelId = useId();
  const { onFocus, onBlur, onKeyDown } = props;
  // The toggle and the conditions are the field's description (below it, so read with it), in a div: the
  // conditions are a list, which a paragraph may not hold.
  const description = (
    <>
      <Button
        variant="subtle"
        size="compact-xs"
        mt={2}
        aria-expanded={open}
        aria-controls={panelId}
        rightSection={open ? <IconChevronUp size={12} /> : <IconChevronDown size={12} />}
        // Pressing the toggle must not take the focus from the field it explains.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => setShown(open ? 'closed' : 'asked')}
      >
        <Trans>Password conditions</Trans>
      </Button>
      <Collapse expanded={open} transitionDuration={150}>
        <Paper id={panelId} withBorder radius="sm" p="xs" mt={4} bg="gray.0" c="dark">
          <PasswordConditions password={props.value} />
        </Paper>
      </Collapse>
    </>
  );
  return (
    <PasswordField
      {...props}
      description={description}
      descriptionProps={inDiv}
      inputWrapperOrder={['label', 'input', 'error', 'description']}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        setShown((now) => (now === 'closed' ? 'focus' : now));
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        setShown((now) => (now === 'focus' ? 'closed' : now));
        onBlur?.(event);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Escape' && open) setShown('closed');
        onKeyDown?.(event);
      }}
    />
  );
}
