import { Button, type ButtonProps } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** From the list's `useFocusNewRow()`: the row this adds takes the focus. */
  expectNewRow: () => void;
  onAdd: () => void;
  variant?: ButtonProps['variant'];
}

/** The button of an editable row list that adds a row and sends the focus to its first field. */
export function AddRowButton({ children, expectNewRow, onAdd, variant = 'light' }: Props) {
  return (
    <Button
      size="xs"
      variant={variant}
      leftSection={<IconPlus size={14} />}
      onClick={() => {
        expectNewRow();
        onAdd();
      }}
    >
      {children}
    </Button>
  );
}
