import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Box, Stack, Text } from '@mantine/core';
import { IconGripVertical, IconTrash } from '@tabler/icons-react';
import type { PriorityList } from '@trips/shared/modules/locations/priority-lists.schema';
import type { Dispatch } from 'react';
import { MoveButtons } from '../../../components/MoveButtons';
import { useDragReorder } from '../../../engine/columns/useDragReorder';
import type { RowErrors } from '../../../engine/edits/fieldErrors';
import { QueuedRemovals } from '../../../engine/edits/QueuedRemovals';
import type { RowEdits } from '../../../engine/edits/rowDraft';
import { FieldControl } from '../../../engine/form/FieldControl';
import type { FieldSpec } from '../../../engine/form/fieldSpec';
import { RemotePicker } from '../../../engine/options/RemotePicker';
import { useLookup } from '../../../engine/options/useLookup';
import classes from './PriorityList.module.css';
import {
  type PriorityAction,
  type PriorityRow,
  priorityAddLabels,
  priorityListLabels,
} from './priorityDraft';

/** A hotel's type on the hotel list: every hotel has one. */
const hotelTypeField: FieldSpec = {
  key: 'hotel_type_id',
  label: 'hotel_type_id',
  kind: 'lookup',
  lookup: 'hotel_types',
  required: true,
};

interface Props {
  list: PriorityList;
  locationId: number;
  edits: RowEdits<PriorityRow>;
  dispatch: Dispatch<PriorityAction>;
  errors: Record<string, RowErrors>;
}

/** One ranked list: pick a provider serving this location, drag or move rows, remove (undo until saved). */
export function PriorityListEditor({ list, locationId, edits, dispatch, errors }: Props) {
  const { i18n, t } = useLingui();
  const label = i18n._(priorityListLabels[list]);
  const hotel = list === 'hotel';
  const hotelTypes = useLookup('hotel_types', hotel).data ?? [];
  const move = (from: number, to: number) => dispatch({ type: 'move', list, from, to });
  const dragProps = useDragReorder(move);
  const { rows } = edits;
  // The list's name inside a sentence: 'Remove Hotel Alfa from hotel priority list'.
  const listName = label.toLowerCase();
  return (
    <Stack gap={6} component="section" aria-label={label}>
      <Text fw={600} size="sm">
        {label}
      </Text>
      <RemotePicker
        label={i18n._(priorityAddLabels[list])}
        resource="providers"
        narrow={{ type: list, location_ids: [locationId] }}
        exclude={rows.map((r) => r.provider_id)}
        onPick={(provider) =>
          dispatch({ type: 'add', list, provider, hotelTypeId: hotel ? (hotelTypes[0]?.id ?? null) : null })
        }
      />
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No providers.</Trans>
        </Text>
      ) : (
        <ol className={classes.list} aria-label={t`${label} in priority order`}>
          {rows.map((row, index) => {
            const rowError = errors[row.key];
            const provider = row.provider_name;
            return (
              <li key={row.key} className={classes.item} {...dragProps(index)}>
                <span className={classes.handle} aria-hidden>
                  <IconGripVertical size={16} />
                </span>
                <span className={classes.rank}>{index + 1}</span>
                <span className={classes.name}>
                  {row.provider_name}
                  {rowError && (
                    <Text size="xs" c="red.8">
                      {Object.values(rowError).join(' ')}
                    </Text>
                  )}
                </span>
                {hotel && (
                  <Box w={150}>
                    <FieldControl
                      cell
                      spec={{ ...hotelTypeField, label: t`Hotel type of ${provider}` }}
                      value={row.hotel_type_id}
                      onChange={(id) =>
                        dispatch({ type: 'hotelType', key: row.key, hotelTypeId: id as number | null })
                      }
                      // The message is the row's, under its name: the box only turns red.
                      error={rowError?.hotel_type_id ? ' ' : undefined}
                    />
                  </Box>
                )}
                <MoveButtons label={row.provider_name} index={index} count={rows.length} onMove={move} />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={t`Remove ${provider} from ${listName}`}
                  onClick={() => dispatch({ type: 'remove', list, key: row.key })}
                >
                  <IconTrash size={14} />
                </ActionIcon>
              </li>
            );
          })}
        </ol>
      )}
      <QueuedRemovals
        items={edits.removed.map(({ row }) => ({ key: row.key, label: row.provider_name }))}
        onUndo={(key) => dispatch({ type: 'restore', list, key })}
      />
    </Stack>
  );
}
