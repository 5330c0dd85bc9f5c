import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TagType } from '@trips/shared/modules/tags/tags.schema';
import type { Dispatch } from 'react';
import { FormSection } from '../../components/FormSection';
import type { FormProblems } from '../../engine/edits/fieldErrors';
import { QueuedRemovals } from '../../engine/edits/QueuedRemovals';
import { TagInput } from './TagInput';
import { type TagRow, type TagsAction, tagKinds } from './tagsDraft';

interface Props {
  kind: TagType;
  rows: readonly TagRow[];
  removed: readonly TagRow[];
  dispatch: Dispatch<TagsAction>;
  problems: FormProblems;
  readOnly: boolean;
}

/** One kind of tag: rename in place, add a blank one, remove (saved ones until undone). */
export function TagColumn({ kind, rows, removed, dispatch, problems, readOnly }: Props) {
  const { title, list, one } = tagKinds[kind];
  const actions = (
    <Group gap="xs">
      <Badge variant="light" color="gray" aria-label={`${rows.length} ${title.toLowerCase()}`}>
        {rows.length}
      </Badge>
      {!readOnly && (
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => dispatch({ type: 'add', kind })}
          aria-label={`Add ${one}`}
        >
          Add
        </Button>
      )}
    </Group>
  );
  return (
    <FormSection title={title} actions={actions}>
      {problems.fields[list] && (
        <Text size="sm" c="red.7" mb="xs" role="alert">
          {problems.fields[list]}
        </Text>
      )}
      <Stack gap={6}>
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            No {title.toLowerCase()}.
          </Text>
        )}
        {rows.map((row, i) => (
          <TagInput
            key={row.key}
            kind={kind}
            row={row}
            position={i + 1}
            errors={problems.rows[row.key]}
            dispatch={dispatch}
            readOnly={readOnly}
          />
        ))}
      </Stack>
      <QueuedRemovals
        items={removed.map((row) => ({ key: row.key, label: row.name }))}
        onUndo={(key) => dispatch({ type: 'restore', kind, key })}
      />
    </FormSection>
  );
}
