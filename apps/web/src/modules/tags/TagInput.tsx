import { ActionIcon, Group, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { TagType } from '@trips/shared/modules/tags/tags.schema';
import type { Dispatch } from 'react';
import type { RowErrors } from '../../engine/edits/fieldErrors';
import { type TagRow, type TagsAction, tagKinds } from './tagsDraft';

interface Props {
  kind: TagType;
  row: TagRow;
  position: number;
  errors: RowErrors | undefined;
  dispatch: Dispatch<TagsAction>;
  readOnly: boolean;
}

/** Same bound as the server's tagNameMax. */
const tagNameMax = 100;

/** One tag, renamed in place; a new blank tag takes the focus. */
export function TagInput({ kind, row, position, errors, dispatch, readOnly }: Props) {
  const { title, one } = tagKinds[kind];
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <TextInput
        flex={1}
        size="xs"
        aria-label={`${title}, ${position}`}
        value={row.name}
        maxLength={tagNameMax}
        readOnly={readOnly}
        onChange={(e) => dispatch({ type: 'rename', kind, key: row.key, name: e.currentTarget.value })}
        error={errors?.name ?? errors?.id ?? errors?.['']}
        autoFocus={row.id === undefined && row.name === ''}
      />
      {!readOnly && (
        <ActionIcon
          variant="subtle"
          color="gray"
          mt={2}
          aria-label={`Remove ${row.name || `new ${one}`}`}
          onClick={() => dispatch({ type: 'remove', kind, key: row.key })}
        >
          <IconX size={14} />
        </ActionIcon>
      )}
    </Group>
  );
}
