import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { detailPath, pathTo } from '../../lib/paths';
import { InvoiceEditor } from './InvoiceEditor';
import { useCreateInvoice } from './invoicesApi';

/** /add-invoice: the invoice's general information and services, then its own page (notes, tasks). */
export default function NewInvoicePage() {
  const { t } = useLingui();
  const create = useCreateInvoice();
  const navigate = useNavigate();
  return (
    <Stack gap="md" maw={1200}>
      <PageHeader trail={[{ label: t`Invoices`, to: pathTo('invoices') }]} title={t`New invoice`} />
      <InvoiceEditor
        loaded={null}
        mayEdit
        saving={create.isPending}
        saveLabel={t`Create invoice`}
        send={async (body) => {
          const saved = await create.mutateAsync(body);
          navigate(detailPath('invoice', saved.invoice.id), { replace: true });
          return saved;
        }}
      />
    </Stack>
  );
}
