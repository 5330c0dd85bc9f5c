import { Trans } from '@lingui/react/macro';
import { Button, Group, Popover, Text } from '@mantine/core';
import { IconColumns3 } from '@tabler/icons-react';
import type { ColumnConfig } from '@trips/shared/list/columns';
import type { ResourceDescriptor } from '@trips/shared/list/descriptor';
import { useState } from 'react';
import { defaultColumns } from '../contract';
import { ColumnList } from './ColumnList';
import { moveItem } from './reorder';
import type { useColumns } from './useColumns';

interface Props {
  descriptor: ResourceDescriptor;
  columns: readonly ColumnConfig[];
  save: ReturnType<typeof useColumns>['save'];
}

/** Choose and order the list's columns; Save stores the layout for this user and reloads it. */
export function ColumnPicker({ descriptor, columns, save }: Props) {
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<ColumnConfig[]>([]);
  const open = () => {
    setDraft([...columns]);
    setOpened(true);
  };
  const toggle = (slug: string, is_active: boolean) =>
    setDraft((all) => all.map((c) => (c.slug === slug ? { ...c, is_active } : c)));
  const submit = () => save.mutate(draft, { onSuccess: () => setOpened(false) });
  const noneShown = draft.every((c) => !c.is_active);

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={340} shadow="md" trapFocus>
      <Popover.Target>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconColumns3 size={14} />}
          onClick={opened ? () => setOpened(false) : open}
        >
          <Trans>Columns</Trans>
        </Button>
      </Popover.Target>
      <Popover.Dropdown p="xs">
        <ColumnList
          columns={draft}
          onMove={(from, to) => setDraft((all) => moveItem(all, from, to))}
          onToggle={toggle}
        />
        {noneShown && (
          <Text size="xs" c="red.7" mt={4}>
            <Trans>Choose at least one column.</Trans>
          </Text>
        )}
        <Group justify="space-between" mt="xs" gap="xs" wrap="nowrap">
          <Button
            variant="subtle"
            size="xs"
            color="gray"
            onClick={() => setDraft(defaultColumns(descriptor))}
          >
            <Trans>Reset to default</Trans>
          </Button>
          <Group gap="xs">
            <Button variant="default" size="xs" onClick={() => setOpened(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button size="xs" onClick={submit} loading={save.isPending} disabled={noneShown}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
