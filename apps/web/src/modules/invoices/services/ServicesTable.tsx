import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { RowErrors } from '../../../engine/edits/fieldErrors';
import { formatDate, formatMoney } from '../../../i18n/format';
import { detailPath } from '../../../lib/paths';
import { type LineRow, lineChanged } from '../form/invoiceDraft';
import { LineCostInput } from './LineCostInput';
import { sectionLabels } from './sectionLabels';

interface Props {
  rows: readonly LineRow[];
  errors: Record<string, RowErrors>;
  mayEdit: boolean;
  onCost: (key: string, value: number | null) => void;
  onRemove: (key: string) => void;
}

/** The services the invoice pays: the trip, the service, its theoretical cost and the real cost typed. */
export function ServicesTable({ rows, errors, mayEdit, onCost, onRemove }: Props) {
  const { t, i18n } = useLingui();
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        <Trans>No services yet: add the ones this invoice pays.</Trans>
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Trip`}</Table.Th>
            <Table.Th>{t`Service`}</Table.Th>
            <Table.Th>{t`Date`}</Table.Th>
            <Table.Th>{t`Theoretical cost`}</Table.Th>
            <Table.Th>{t`Real cost`}</Table.Th>
            <Table.Th>{t`In euro`}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const name = `${i18n._(sectionLabels[row.section])} #${row.row_id}`;
            const rowErrors = errors[row.key] ?? {};
            const euro =
              row.r_cost_national === null ? null : row.r_cost_national / row.provider_currency_rate;
            return (
              <Table.Tr key={row.key} data-changed={lineChanged(row) || undefined}>
                <Table.Td>
                  <Anchor component={Link} to={detailPath('trip', row.trip_id)} size="sm">
                    {row.trip_name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{name}</Text>
                  <Text size="xs" c="dimmed">
                    {row.description}
                  </Text>
                  {rowErrors.row_id && (
                    <Text size="xs" c="red">
                      {rowErrors.row_id}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{formatDate(row.service_date)}</Table.Td>
                <Table.Td>{formatMoney(row.t_cost_national, row.provider_currency_symbol)}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <LineCostInput
                      value={row.r_cost_national}
                      symbol={row.provider_currency_symbol}
                      name={name}
                      error={rowErrors.r_cost_national}
                      readOnly={!mayEdit}
                      onChange={(value) => onCost(row.key, value)}
                    />
                    {lineChanged(row) && (
                      <Badge size="xs" color="orange" variant="light">
                        <Trans>Changed</Trans>
                      </Badge>
                    )}
                    {row.id === undefined && (
                      <Badge size="xs" variant="light">
                        <Trans>New</Trans>
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{formatMoney(euro)}</Table.Td>
                <Table.Td>
                  {mayEdit && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t`Remove ${name}`}
                      onClick={() => onRemove(row.key)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
