import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Box, Table, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconTrash } from '@tabler/icons-react';
import { cancelledServiceStatusIds, type TripSection } from '@trips/shared/modules/trips/trips.constants';
import { useEffect, useId, useState } from 'react';
import type { RowErrors } from '../../../engine/edits/fieldErrors';
import { formatMoney } from '../../../i18n/format';
import { CostText } from './CostText';
import type { Column } from './columns';
import { RowEditor } from './RowEditor';
import type { AnyDraftRow } from './rows';
import type { LiveCost } from './useLiveCosts';

interface Props {
  section: TripSection;
  /** 'Accommodation 3': names the row's buttons and editor for assistive technology. */
  label: string;
  row: AnyDraftRow;
  /** Marks the editor for the section's focus on a new row (useFocusNewRow). */
  editorProps?: Record<string, string>;
  columns: readonly Column[];
  cost: LiveCost | undefined;
  errors: RowErrors | undefined;
  onChange: (patch: Partial<AnyDraftRow>) => void;
  onRemove: () => void;
}

/** One row of a section: a compact line that opens into the editor of all its fields. */
export function SectionRow({
  section,
  label,
  row,
  editorProps,
  columns,
  cost,
  errors = {},
  onChange,
  onRemove,
}: Props) {
  // A row just added opens at once: its fields are what the person is about to fill in.
  const { t } = useLingui();
  const [open, setOpen] = useState(row.id === undefined);
  const editorId = useId();
  const hasErrors = Object.keys(errors).length > 0;
  // A refused save opens the rows it names.
  useEffect(() => {
    if (hasErrors) setOpen(true);
  }, [hasErrors]);
  const cancelled = cancelledServiceStatusIds.includes(row.trip_service_status_id);
  const Chevron = open ? IconChevronDown : IconChevronRight;
  return (
    <>
      <Table.Tr
        opacity={cancelled ? 0.6 : 1}
        bg={hasErrors ? 'var(--mantine-color-red-light)' : undefined}
        data-trip-row={row.id ? `${section}-${row.id}` : undefined}
      >
        <Table.Td w={36}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-expanded={open}
            aria-controls={open ? editorId : undefined}
            aria-label={t`Details of ${label}`}
            onClick={() => setOpen((o) => !o)}
          >
            <Chevron size={16} />
          </ActionIcon>
        </Table.Td>
        <Table.Td>
          <Text size="xs" c="dimmed">
            {row.id ? `#${row.id}` : t`new`}
          </Text>
        </Table.Td>
        {columns.map((column) => (
          <Table.Td key={column.header.id}>{column.cell(row)}</Table.Td>
        ))}
        <Table.Td>{row.provider_name ?? '—'}</Table.Td>
        <Table.Td>
          <Badge size="sm" variant="light" color={cancelled ? 'gray' : 'blue'}>
            {row.trip_service_status_name ?? '—'}
          </Badge>
        </Table.Td>
        <Table.Td>
          <CostText cost={cost} compact />
        </Table.Td>
        <Table.Td>{row.r_cost === null ? '—' : formatMoney(row.r_cost)}</Table.Td>
        <Table.Td w={36}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={t`Remove ${label}`}
            onClick={onRemove}
          >
            <IconTrash size={15} />
          </ActionIcon>
        </Table.Td>
      </Table.Tr>
      {open && (
        <Table.Tr>
          <Table.Td colSpan={columns.length + 7} p={0}>
            <Box
              {...editorProps}
              id={editorId}
              role="group"
              aria-label={label}
              px="md"
              bg="var(--mantine-color-gray-0)"
            >
              <RowEditor section={section} row={row} cost={cost} errors={errors} onChange={onChange} />
            </Box>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
