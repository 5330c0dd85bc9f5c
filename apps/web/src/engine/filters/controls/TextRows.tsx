import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { filterActions } from '@trips/shared/list/actions';
import { useDraft } from '../useDraft';
import type { ControlProps } from './types';

interface RowProps extends ControlProps {
  index: number;
  value: string;
  deletable: boolean;
}

function TextRow({ name, label: fieldLabel, index, value, deletable, dispatch }: RowProps) {
  const { t } = useLingui();
  const { draft, change, applyNow } = useDraft(value, (next) =>
    dispatch(filterActions.editRow(name, index, next)),
  );
  const row = index + 1;
  const label = index === 0 ? fieldLabel : t`${fieldLabel}, row ${row}`;
  return (
    <Group gap={4} wrap="nowrap">
      <TextInput
        flex={1}
        size="xs"
        aria-label={label}
        value={draft}
        onChange={(event) => change(event.currentTarget.value)}
        onKeyDown={(event) => event.key === 'Enter' && applyNow()}
        onBlur={applyNow}
        data-autofocus={index === 0 || undefined}
      />
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={t`Delete ${label}`}
        disabled={!deletable}
        onClick={() => dispatch(filterActions.deleteRow(name, index))}
      >
        <IconX size={14} />
      </ActionIcon>
    </Group>
  );
}

/** Text rows: a list matches any of them; an empty row is ignored. */
export function TextRows(props: ControlProps) {
  const values = props.filter.values.map((v) => String(v ?? ''));
  const rows = values.length > 0 ? values : [''];
  return (
    <Stack gap={6}>
      {rows.map((value, index) => (
        // Rows have no identity but their position, which is also what the row actions address.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <TextRow key={index} {...props} index={index} value={value} deletable={values.length > 0} />
      ))}
      <Button
        variant="subtle"
        size="compact-xs"
        w="fit-content"
        leftSection={<IconPlus size={12} />}
        onClick={() => props.dispatch(filterActions.addRow(props.name))}
      >
        <Trans>Add row</Trans>
      </Button>
    </Stack>
  );
}
