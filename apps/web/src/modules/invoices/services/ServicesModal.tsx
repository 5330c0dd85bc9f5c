import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { invoiceModalPageSize } from '@trips/shared/modules/invoices/invoices.constants';
import type { InvoiceCandidate } from '@trips/shared/modules/invoices/invoices.schema';
import { useState } from 'react';
import { formatDate, formatMoney } from '../../../i18n/format';
import { useInvoiceCandidates } from '../invoicesApi';
import { PreviousNext } from '../PreviousNext';
import { sectionLabels } from './sectionLabels';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** Who sent the invoice: its provider, or its OTA account. */
  owner: { provider_id: number | null; ota_account_id: number | null };
  invoiceId: number | null;
  /** Rows already on screen (added in this edit), not offered again. */
  taken: ReadonlySet<string>;
  onAdd: (rows: InvoiceCandidate[]) => void;
}

const keyOf = (row: InvoiceCandidate) => `${row.section}:${row.row_id}`;

/** The invoice service modal (spec part 2 §4, §9): the provider's rows not yet fully invoiced, 25 a page. */
export function ServicesModal({ opened, onClose, owner, invoiceId, taken, onAdd }: Props) {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<Map<string, InvoiceCandidate>>(new Map());
  const body = { ...owner, invoice_id: invoiceId, search: term, page, count: invoiceModalPageSize };
  const query = useInvoiceCandidates(body, opened);
  const rows = (query.data?.items ?? []).filter((row) => !taken.has(keyOf(row)));
  const toggle = (row: InvoiceCandidate) =>
    setChosen((now) => {
      const next = new Map(now);
      if (next.has(keyOf(row))) next.delete(keyOf(row));
      else next.set(keyOf(row), row);
      return next;
    });
  const close = () => {
    setChosen(new Map());
    setPage(1);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t`Add services`} size="xl">
      <Stack gap="sm">
        <TextInput
          label={t`Search by trip or service`}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
        />
        {query.isError ? (
          <Text c="red" size="sm">{t`unable to find services`}</Text>
        ) : rows.length === 0 && !query.isFetching ? (
          <Text c="dimmed" size="sm">
            <Trans>No services of this provider are waiting for an invoice.</Trans>
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table fz="sm" aria-busy={query.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th />
                  <Table.Th>{t`Trip`}</Table.Th>
                  <Table.Th>{t`Service`}</Table.Th>
                  <Table.Th>{t`Date`}</Table.Th>
                  <Table.Th>{t`Theoretical cost`}</Table.Th>
                  <Table.Th>{t`Already invoiced`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => {
                  const name = `${i18n._(sectionLabels[row.section])} #${row.row_id}`;
                  return (
                    <Table.Tr key={keyOf(row)}>
                      <Table.Td>
                        <Checkbox
                          aria-label={t`Choose ${name} of ${row.trip_name}`}
                          checked={chosen.has(keyOf(row))}
                          onChange={() => toggle(row)}
                        />
                      </Table.Td>
                      <Table.Td>{row.trip_name}</Table.Td>
                      <Table.Td>
                        {name}
                        <Text size="xs" c="dimmed">
                          {row.description}
                        </Text>
                      </Table.Td>
                      <Table.Td>{formatDate(row.service_date)}</Table.Td>
                      <Table.Td>{formatMoney(row.t_cost_national, row.provider_currency_symbol)}</Table.Td>
                      <Table.Td>{formatMoney(row.invoiced_national, row.provider_currency_symbol)}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="space-between">
          <PreviousNext page={page} hasMore={Boolean(query.data?.has_more)} onPage={setPage}>
            <Text size="xs">{t`Page ${page}`}</Text>
          </PreviousNext>
          <Button
            disabled={chosen.size === 0}
            onClick={() => {
              onAdd([...chosen.values()]);
              close();
            }}
          >
            {t`Add ${chosen.size} services`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
