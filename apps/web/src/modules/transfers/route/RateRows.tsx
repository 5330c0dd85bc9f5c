import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Checkbox, NumberInput, Select, Table } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { Dispatch } from 'react';
import { QueuedRemovals } from '../../../engine/edits/QueuedRemovals';
import { RemotePicker } from '../../../engine/options/RemotePicker';
import type { ProviderEntry, RateDraftRow, RouteAction } from './routeDraft';

interface Place {
  id: number;
  points: { id: number; name: string }[];
}
interface Props {
  entry: ProviderEntry;
  start: Place;
  end: Place;
  dispatch: Dispatch<RouteAction>;
}

const none = -1;
const idOf = (value: string | null) => (value ? Number(value) : none);

/** One provider's rate rows: where each runs from and to, the rate, the quantity range, the automation. */
export function RateRows({ entry, start, end, dispatch }: Props) {
  const { t } = useLingui();
  const provider = entry.provider_name;
  const edit = (row: RateDraftRow, patch: Partial<RateDraftRow>) =>
    dispatch({ type: 'editRate', provider: entry.key, key: row.key, patch });
  const rates = entry.assignable_rates.map((r) => ({
    value: String(r.id),
    label: `${r.name} (${r.kind === 'luggage' ? t`luggage` : t`transfer`})`,
  }));
  const place = (row: RateDraftRow, n: number, side: 'start' | 'end') => {
    const { id, points } = side === 'start' ? start : end;
    const point = row[`${side}_meeting_point_id`];
    const providerId = row[`${side}_provider_id`];
    const label = side === 'start' ? t`From, row ${n} of ${provider}` : t`To, row ${n} of ${provider}`;
    return (
      <>
        <Select
          size="xs"
          aria-label={
            side === 'start'
              ? t`From meeting point, row ${n} of ${provider}`
              : t`To meeting point, row ${n} of ${provider}`
          }
          placeholder={t`Any meeting point`}
          data={points.map((p) => ({ value: String(p.id), label: p.name }))}
          value={point === none ? null : String(point)}
          clearable
          disabled={providerId !== none}
          onChange={(v) => edit(row, { [`${side}_meeting_point_id`]: idOf(v) })}
        />
        <RemotePicker
          size="xs"
          hideLabel
          label={label}
          placeholder={t`or a hotel`}
          resource="providers"
          narrow={{ type: 'accommodation', location_ids: [id] }}
          disabled={point !== none}
          value={providerId === none ? null : { id: providerId, name: row[`${side}_provider_name`] }}
          onClear={() => edit(row, { [`${side}_provider_id`]: none, [`${side}_provider_name`]: '' })}
          onPick={(p) => edit(row, { [`${side}_provider_id`]: p.id, [`${side}_provider_name`]: p.name })}
        />
      </>
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
          <Table.Tbody>
            {entry.rates.rows.map((row, i) => {
              const n = i + 1;
              return (
                <Table.Tr key={row.key}>
                  <Table.Td>{place(row, n, 'start')}</Table.Td>
                  <Table.Td>{place(row, n, 'end')}</Table.Td>
                  <Table.Td>
                    <Select
                      size="xs"
                      aria-label={t`Rate, row ${n} of ${provider}`}
                      placeholder={t`No rate`}
                      data={rates}
                      value={row.rate_id === none ? null : String(row.rate_id)}
                      clearable
                      onChange={(v) => edit(row, { rate_id: idOf(v) })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      size="xs"
                      w={80}
                      min={0}
                      allowDecimal={false}
                      aria-label={t`Quantity from, row ${n} of ${provider}`}
                      value={row.qty_start}
                      onChange={(v) => edit(row, { qty_start: typeof v === 'number' ? v : 0 })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      size="xs"
                      w={80}
                      min={-1}
                      allowDecimal={false}
                      placeholder={t`Open`}
                      aria-label={t`Quantity to, row ${n} of ${provider}`}
                      value={row.qty_end === -1 ? '' : row.qty_end}
                      onChange={(v) => edit(row, { qty_end: typeof v === 'number' ? v : -1 })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={t`Automated creation, row ${n} of ${provider}`}
                      checked={row.automated_creation}
                      onChange={(e) => edit(row, { automated_creation: e.currentTarget.checked })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={t`Automated processing, row ${n} of ${provider}`}
                      checked={row.automated_processing}
                      onChange={(e) => edit(row, { automated_processing: e.currentTarget.checked })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      size="sm"
                      aria-label={t`Remove row ${n} of ${provider}`}
                      onClick={() => dispatch({ type: 'removeRate', provider: entry.key, key: row.key })}
                    >
                      <IconTrash size={14} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
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
