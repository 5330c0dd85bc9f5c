import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Table } from '@mantine/core';
import {
  mealVariants,
  type NegotiatedPrices,
  type PriceField,
  roomGroups,
} from '@trips/shared/pricing/index';
import { FieldControl } from '../../../engine/form/FieldControl';
import { ItemDates } from './ItemDates';
import { RateProblems } from './RateProblems';
import type { RateItemProps } from './rateProps';
import { mealVariantTexts, roomGroupTexts } from './rateTexts';

/** A negotiated accommodation item: its dates and the price per room and night, room group × meal plan. */
export function NegotiatedItem(props: RateItemProps) {
  const { item, label, edit, problems, errors } = props;
  const { i18n, t } = useLingui();
  const prices = item as NegotiatedPrices;
  return (
    <Paper withBorder p="sm" radius="sm" aria-label={label} component="fieldset">
      <ItemDates {...props} />
      <Table withRowBorders={false} verticalSpacing={4} mt="xs" maw={760}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Room</Trans>
            </Table.Th>
            {mealVariants.map((v) => (
              <Table.Th key={v}>{i18n._(mealVariantTexts[v])}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {roomGroups.map((group) => {
            const room = i18n._(roomGroupTexts[group]);
            return (
              <Table.Tr key={group}>
                <Table.Td fz="sm">{room}</Table.Td>
                {mealVariants.map((variant) => {
                  const field: PriceField = `${group}_${variant}`;
                  const meals = i18n._(mealVariantTexts[variant]);
                  return (
                    <Table.Td key={field}>
                      <FieldControl
                        cell
                        spec={{ key: field, label: t`${label}, ${room} with ${meals}`, kind: 'money' }}
                        value={prices[field]}
                        onChange={(price) => edit({ [field]: price })}
                        error={errors[field]}
                      />
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <RateProblems problems={problems} />
    </Paper>
  );
}
