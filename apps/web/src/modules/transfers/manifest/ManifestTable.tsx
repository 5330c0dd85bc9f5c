import { useLingui } from '@lingui/react/macro';
import { Anchor, Table, Text } from '@mantine/core';
import type { ManifestRow } from '@trips/shared/modules/transfers/manifest.resource';
import { Link } from 'react-router';
import { detailPath } from '../../../lib/paths';
import classes from './manifest.module.css';

function Place({ name, address }: { name: string; address: string }) {
  return (
    <>
      <Text size="sm">{name || '—'}</Text>
      {address && (
        <Text size="xs" className={classes.address}>
          {address}
        </Text>
      )}
    </>
  );
}

/** Every bag pick-up and drop-off of the day, in pick-up place order, with the day's total of bags. */
export function ManifestTable({ rows }: { rows: ManifestRow[] }) {
  const { t } = useLingui();
  const bags = rows.reduce((sum, r) => sum + r.luggage, 0);
  return (
    <Table striped withTableBorder verticalSpacing={4} aria-label={t`Bag moves`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t`From`}</Table.Th>
          <Table.Th>{t`Pick-up`}</Table.Th>
          <Table.Th>{t`To`}</Table.Th>
          <Table.Th>{t`Drop-off`}</Table.Th>
          <Table.Th>{t`Travellers`}</Table.Th>
          <Table.Th ta="right">{t`People`}</Table.Th>
          <Table.Th ta="right">{t`Bags`}</Table.Th>
          <Table.Th>{t`Trip`}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td className={classes.place}>{r.pickup_location_name}</Table.Td>
            <Table.Td>
              <Place name={r.pickup_name} address={r.pickup_address} />
            </Table.Td>
            <Table.Td className={classes.place}>{r.dropoff_location_name}</Table.Td>
            <Table.Td>
              <Place name={r.dropoff_name} address={r.dropoff_address} />
            </Table.Td>
            <Table.Td>{r.traveller_names || '—'}</Table.Td>
            <Table.Td ta="right">{r.people}</Table.Td>
            <Table.Td ta="right">{r.luggage}</Table.Td>
            <Table.Td>
              <Anchor component={Link} to={detailPath('trip', r.trip_id)} size="sm">
                {r.trip_name}
              </Anchor>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th colSpan={6}>{t`Bags in all`}</Table.Th>
          <Table.Th ta="right">{bags}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
