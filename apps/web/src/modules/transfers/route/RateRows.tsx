import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Table } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { Dispatch } from 'react';
import type { RowErrors } from '../../../engine/edits/fieldErrors';
import { QueuedRemovals } from '../../../engine/edits/QueuedRemovals';
import { FieldControl } from '../../../engine/form/FieldControl';
import { type Place, RatePlace } from './RatePlace';
import { choiceField, choiceValue, flagFields, idOf, quantityFields } from './rateFields';
import { type ProviderEntry, type RateDraftRow, type RouteAction, rateErrorKey } from './routeDraft';

interface Props {
  entry: ProviderEntry;
  start: Place;
  end: Place;
  dispatch: Dispatch<RouteAction>;
  /** Messages by `rateErrorKey`, on the row's own fields. */
  errors?: Readonly<Record<string, RowErrors>>;
  rowProps?: Record<string, string>;
}

/** One provider's rate rows: where each runs from and to, the rate, the quantity range, the automation. */
export function RateRows({ entry, start, end, dispatch, errors = {}, rowProps }: Props) {
  const { t } = useLingui();
  const provider = entry.provider_name;
  const rates = entry.assignable_rates.map((r) => ({
    value: String(r.id),
    label: `${r.name} (${r.kind === 'luggage' ? t`luggage` : t`transfer`})`,
  }));
  const rateSpec = choiceField('rate_id', rates, t`No rate`);
  const row = (rate: RateDraftRow, n: number) => {
    const edit = (patch: Partial<RateDraftRow>) =>
      dispatch({ type: 'editRate', provider: entry.key, key: rate.key, patch });
    const problems = errors[rateErrorKey(entry, rate)] ?? {};
    const place = { row: rate, n, provider, edit };
    const labels = {
      qty_start: t`Quantity from, row ${n} of ${provider}`,
      qty_end: t`Quantity to, row ${n} of ${provider}`,
      automated_creation: t`Automated creation, row ${n} of ${provider}`,
      automated_processing: t`Automated processing, row ${n} of ${provider}`,
    };
    const qtyEnd = rate.qty_end === -1 ? null : rate.qty_end;
    return (
      <Table.Tr key={rate.key} {...rowProps}>
        <Table.Td>
          <RatePlace {...place} side="start" place={start} />
        </Table.Td>
        <Table.Td>
          <RatePlace {...place} side="end" place={end} />
        </Table.Td>
        <Table.Td>
          <FieldControl
            cell
            spec={{ ...rateSpec, label: t`Rate, row ${n} of ${provider}` }}
            value={choiceValue(rate.rate_id)}
            error={problems.rate_id}
            onChange={(value) => edit({ rate_id: idOf(value) })}
          />
        </Table.Td>
        {(['qty_start', 'qty_end'] as const).map((key) => (
          <Table.Td key={key}>
            <FieldControl
              cell
              spec={{ ...quantityFields[key], label: labels[key] }}
              value={key === 'qty_end' ? qtyEnd : rate.qty_start}
              error={problems[key]}
              onChange={(value) =>
                edit({ [key]: typeof value === 'number' ? value : key === 'qty_end' ? -1 : 0 })
              }
            />
          </Table.Td>
        ))}
        {(['automated_creation', 'automated_processing'] as const).map((key) => (
          <Table.Td key={key}>
            <FieldControl
              cell
              spec={{ ...flagFields[key], label: labels[key] }}
              value={rate[key]}
              onChange={(value) => edit({ [key]: value === true })}
            />
          </Table.Td>
        ))}
        <Table.Td>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={t`Remove row ${n} of ${provider}`}
            onClick={() => dispatch({ type: 'removeRate', provider: entry.key, key: rate.key })}
          >
            <IconTrash size={14} />
          </ActionIcon>
        </Table.Td>
      </Table.Tr>
    );
  };
  return (
    <>
      <Table.ScrollContainer minWidth={900}>
        <Table verticalSpacing={4} aria-label={t`Rate rows of ${provider}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`From`}</Table.Th>
              <Table.Th>{t`To`}</Table.Th>
              <Table.Th>{t`Rate`}</Table.Th>
              <Table.Th>{t`Quantity from`}</Table.Th>
              <Table.Th>{t`Quantity to`}</Table.Th>
              <Table.Th>{t`Automated creation`}</Table.Th>
              <Table.Th>{t`Automated processing`}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{entry.rates.rows.map((rate, i) => row(rate, i + 1))}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <QueuedRemovals
        items={entry.rates.removed.map(({ row }) => ({
          key: row.key,
          // Named by the place it had, as the rows on screen are numbered.
          label: t`Row ${entry.rates.ranks[row.key]! + 1} of ${provider}`,
        }))}
        onUndo={(key) => dispatch({ type: 'restoreRate', provider: entry.key, key })}
      />
    </>
  );
}
