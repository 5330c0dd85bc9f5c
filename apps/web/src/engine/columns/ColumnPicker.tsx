import { Trans } from '@lingui/react/macro';
import { Button, Popover } from '@mantine/core';
import { IconColumns3 } from '@tabler/icons-react';
import { useState } from 'react';
import { ColumnEditor, type ColumnEditorProps } from './ColumnEditor';

/** The Columns button and its editor (the editor starts from the columns shown each time it opens). */
export function ColumnPicker({ label, ...props }: ColumnEditorProps & { label?: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={340} shadow="md" trapFocus>
      <Popover.Target>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconColumns3 size={14} />}
          onClick={() => setOpened((o) => !o)}
        >
          {label ?? <Trans>Columns</Trans>}
        </Button>
      </Popover.Target>
      <Popover.Dropdown p="xs">
        <ColumnEditor {...props} onDone={() => setOpened(false)} />
      </Popover.Dropdown>
    </Popover>
  );
}
