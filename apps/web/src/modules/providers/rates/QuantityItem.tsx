import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Box, Button, Group, Paper, Table } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type LuggageQty, OPEN_ENDED_QTY } from '@trips/shared/pricing/index';
import { int4Max } from '@trips/shared/validation/ranges';
import { useFocusNewRow } from '../../../engine/edits/useFocusNewRow';
import { FieldControl } from '../../../engine/form/FieldControl';
import { ItemDates } from './ItemDates';
import { RateProblems } from './RateProblems';
import type { RateItemProps } from './rateProps';

interface Props extends RateItemProps {
  luggage: boolean;
  addQty: () => void;
  editQty: (index: number, patch: Partial<LuggageQty>) => void;
  removeQty: (index: number) => void;
}

/** A bracket's bound: a whole number of bags or people; emptied, it is 0. */
const countField = {
  key: 'qty',
  label: 'qty',
  kind: 'number',
  min: 0,
  max: int4Max,
  decimals: 0,
  empty: 0,
} as const;
const priceTypeField = {
  key: 'price_type',
  label: 'price_type',
  kind: 'select',
  required: true,
  options: [
    { value: 'per', label: msg`Per bag` },
    { value: 'total', label: msg`Total` },
  ],
} as const;

/** A luggage or transfer rate item: its dates and its quantity brackets ("from … to … / and more: amount"). */
export function QuantityItem(props: Props) {
  const { item, label, luggage, addQty, editQty, removeQty, problems } = props;
  const qties = (item as { qties: LuggageQty[] }).qties;
  const troubled = (j: number) => problems.some((p) => p.qtyIndexes.includes(j) && p.severity === 'error');
  const { t } = useLingui();
  const focus = useFocusNewRow();
  return (
    <Paper withBorder p="sm" radius="sm" aria-label={label} component="fieldset">
      <ItemDates {...props} />
      <Table withRowBorders={false} verticalSpacing={4} mt="xs" maw={640}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{luggage ? t`From (bags)` : t`From (people)`}</Table.Th>
            <Table.Th>{luggage ? t`To (bags)` : t`To (people)`}</Table.Th>
            <Table.Th>
              <Trans>Amount</Trans>
            </Table.Th>
            {luggage && (
              <Table.Th>
                <Trans>Price type</Trans>
              </Table.Th>
            )}
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {qties.map((q, j) => {
            const bracket = j + 1;
            const row = t`${label}, bracket ${bracket}`;
            const open = q.to_qty === OPEN_ENDED_QTY;
            const error = troubled(j) ? ' ' : undefined;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity before they are saved
              <Table.Tr key={j} {...focus.rowProps}>
                <Table.Td>
                  <Box w={90}>
                    <FieldControl
                      cell
                      spec={{ ...countField, label: t`${row} from` }}
                      value={q.from_qty}
                      onChange={(v) => editQty(j, { from_qty: (v as number | null) ?? 0 })}
                      error={error}
                    />
                  </Box>
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Box w={90}>
                      <FieldControl
                        cell
                        spec={{
                          ...countField,
                          label: t`${row} to`,
                          placeholder: open ? t`and more` : undefined,
                        }}
                        value={open ? null : q.to_qty}
                        disabled={open}
                        onChange={(v) => editQty(j, { to_qty: (v as number | null) ?? 0 })}
                        error={error}
                      />
                    </Box>
                    <FieldControl
                      size="xs"
                      spec={{ key: 'open', label: msg`and more`, kind: 'boolean' }}
                      name={t`${row} and more`}
                      value={open}
                      onChange={(more) => editQty(j, { to_qty: more ? OPEN_ENDED_QTY : q.from_qty })}
                    />
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Box w={110}>
                    <FieldControl
                      cell
                      spec={{ key: 'amount', label: t`${row} amount`, kind: 'money' }}
                      value={q.amount}
                      onChange={(v) => editQty(j, { amount: v as number | null })}
                    />
                  </Box>
                </Table.Td>
                {luggage && (
                  <Table.Td>
                    <Box w={110}>
                      <FieldControl
                        cell
                        spec={{ ...priceTypeField, label: t`${row} price type` }}
                        value={q.price_type}
                        onChange={(v) => v && editQty(j, { price_type: v as LuggageQty['price_type'] })}
                      />
                    </Box>
                  </Table.Td>
                )}
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t`Remove ${row}`}
                    onClick={() => removeQty(j)}
                  >
                    <IconTrash size={15} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Button
        variant="subtle"
        size="compact-xs"
        leftSection={<IconPlus size={12} />}
        onClick={() => {
          focus.expectNewRow();
          addQty();
        }}
      >
        <Trans>Add bracket</Trans>
      </Button>
      <RateProblems problems={problems} />
    </Paper>
  );
}
