import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { invoiceModalPageSize } from '@trips/shared/modules/invoices/invoices.constants';
import type { InvoiceRow } from '@trips/shared/modules/invoices/invoices.schema';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatMoney } from '../../i18n/format';
import { api } from '../../lib/api';
import { detailPath } from '../../lib/paths';
import { PreviousNext } from './PreviousNext';

interface Page {
  items: InvoiceRow[];
  all_count: number;
  has_more: boolean;
}

/** The provider screen's invoices: the provider's invoices through the invoices list, newest first, 25 a page. */
export function ProviderInvoices({ providerId }: { providerId: number }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const body = {
    provider_id: { values: [providerId], filter_type: 'autocomplete', option_type: 'is' },
    page,
    count: invoiceModalPageSize,
  };
  const query = useQuery({
    queryKey: ['list', 'invoices', 'provider', providerId, page],
    queryFn: ({ signal }) => api.post<Page>('invoices/search', body, { signal }),
  });
  if (query.isError) return <Text c="red">{t`unable to find invoices`}</Text>;
  const items = query.data?.items ?? [];
  if (query.isSuccess && items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        <Trans>No invoices from this provider yet.</Trans>
      </Text>
    );
  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table fz="sm" striped aria-busy={query.isFetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Invoice number`}</Table.Th>
              <Table.Th>{t`Invoice date`}</Table.Th>
              <Table.Th>{t`Trip`}</Table.Th>
              <Table.Th>{t`Total`}</Table.Th>
              <Table.Th>{t`Internal status`}</Table.Th>
              <Table.Th>{t`Payment status`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Anchor component={Link} to={detailPath('invoice', row.id)} size="sm">
                    {row.invoice_number}
                  </Anchor>
                </Table.Td>
                <Table.Td>{formatDate(row.invoice_date)}</Table.Td>
                <Table.Td>{row.trip_name}</Table.Td>
                <Table.Td>{formatMoney(row.total_amount_national, row.provider_currency_symbol)}</Table.Td>
                <Table.Td>{row.internal_status_name}</Table.Td>
                <Table.Td>{row.payment_status_name}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <PreviousNext mt="xs" page={page} hasMore={Boolean(query.data?.has_more)} onPage={setPage} />
    </>
  );
}
