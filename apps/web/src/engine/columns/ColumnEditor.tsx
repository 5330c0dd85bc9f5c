import { Trans } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import type { ColumnConfig, ColumnSet } from '@trips/shared/list/columns';
import { useState } from 'react';
import { defaultColumns } from '../contract';
import { ColumnList } from './ColumnList';
import { moveItem } from './reorder';
import type { useColumns } from './useColumns';

export interface ColumnEditorProps {
  descriptor: ColumnSet;
  columns: readonly ColumnConfig[];
  save: ReturnType<typeof useColumns>['save'];
}

/** Choose and order the list's columns from a draft of the ones shown; Save stores it for this user. */
export function ColumnEditor({
  descriptor,
  columns,
  save,
  onDone,
}: ColumnEditorProps & { onDone: () => void }) {
  const [draft, setDraft] = useState<ColumnConfig[]>(() => [...columns]);
  const toggle = (slug: string, is_active: boolean) =>
    setDraft((all) => all.map((c) => (c.slug === slug ? { ...c, is_active } : c)));
  const noneShown = draft.every((c) => !c.is_active);
  return (
    <>
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
        <Button variant="subtle" size="xs" color="gray" onClick={() => setDraft(defaultColumns(descriptor))}>
          <Trans>Reset to default</Trans>
        </Button>
        <Group gap="xs" wrap="nowrap">
          <Button variant="default" size="xs" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            size="xs"
            onClick={() => save.mutate(draft, { onSuccess: onDone })}
            loading={save.isPending}
            disabled={noneShown}
          >
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Group>
    </>
  );
}
