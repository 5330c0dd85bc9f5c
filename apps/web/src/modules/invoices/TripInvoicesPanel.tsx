import { useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TripInvoiceLine } from '@trips/shared/modules/invoices/invoices.schema';
import { Link } from 'react-router';
import { FormSection } from '../../components/FormSection';
import { formatMoney } from '../../i18n/format';
import { api } from '../../lib/api';
import { detailPath } from '../../lib/paths';
import { tripPartKeys } from '../../lib/tripQueryKeys';
import { sectionLabels } from './services/sectionLabels';

/** Under the trip's query key, so a saved invoice refreshes it with the trip. */
export const tripInvoicesKey = tripPartKeys.invoiceLines;

/** The trip screen's invoice lines: for each row an invoice pays, the invoice (a link), its status and amount. */
export function TripInvoicesPanel({ tripId }: { tripId: number }) {
  const { t, i18n } = useLingui();
  const query = useQuery({
    queryKey: tripInvoicesKey(tripId),
    queryFn: ({ signal }) =>
      api.get<{ items: TripInvoiceLine[] }>(`trips/${tripId}/invoice-lines`, { signal }),
  });
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <FormSection title={t`Invoices`}>
      <Stack gap={4}>
        {items.map((line) => (
          <Group key={line.invoice_service_id} gap="sm" wrap="wrap">
            <Text size="sm" w={200}>{`${i18n._(sectionLabels[line.section])} #${line.row_id}`}</Text>
            <Anchor component={Link} to={detailPath('invoice', line.invoice_id)} size="sm">
              {t`Invoice ${line.provider_invoice}`}
            </Anchor>
            <Text size="sm">{formatMoney(line.r_cost_national, line.provider_currency_symbol)}</Text>
            {line.internal_status_name && (
              <Badge size="xs" variant="light">
                {line.internal_status_name}
              </Badge>
            )}
            {line.payment_status_name && (
              <Badge size="xs" variant="light" color="gray">
                {line.payment_status_name}
              </Badge>
            )}
          </Group>
        ))}
      </Stack>
    </FormSection>
  );
}
