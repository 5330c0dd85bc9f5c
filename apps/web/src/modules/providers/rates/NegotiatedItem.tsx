import { NumberInput, Paper, Table } from '@mantine/core';
import {
  mealVariantLabels,
  mealVariants,
  type NegotiatedPrices,
  type PriceField,
  roomGroupLabels,
  roomGroups,
} from '@trips/shared/pricing/index';
import { ItemDates } from './ItemDates';
import { RateProblems } from './RateProblems';
import type { RateItemProps } from './rateProps';

/** A negotiated accommodation item: its dates and the price per room and night, room group × meal plan. */
export function NegotiatedItem(props: RateItemProps) {
  const { item, label, edit, problems, errors } = props;
  const prices = item as NegotiatedPrices;
  return (
    <Paper withBorder p="sm" radius="sm" aria-label={label} component="fieldset">
      <ItemDates {...props} />
      <Table withRowBorders={false} verticalSpacing={4} mt="xs" maw={760}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Room</Table.Th>
            {mealVariants.map((v) => (
              <Table.Th key={v}>{mealVariantLabels[v]}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {roomGroups.map((group) => (
            <Table.Tr key={group}>
              <Table.Td fz="sm">{roomGroupLabels[group]}</Table.Td>
              {mealVariants.map((variant) => {
                const field: PriceField = `${group}_${variant}`;
                return (
                  <Table.Td key={field}>
                    <NumberInput
                      size="xs"
                      min={0}
                      decimalScale={2}
                      aria-label={`${label}, ${roomGroupLabels[group]} with ${mealVariantLabels[variant]}`}
                      value={prices[field] ?? ''}
                      onChange={(v) => edit({ [field]: v === '' ? null : Number(v) })}
                      error={errors[field]}
                    />
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <RateProblems problems={problems} />
    </Paper>
  );
}
