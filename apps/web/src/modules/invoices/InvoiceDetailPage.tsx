import { useLingui } from '@lingui/react/macro';
import { Alert, Stack } from '@mantine/core';
import { can } from '@trips/shared/permissions/rights';
import { useParams } from 'react-router';
import { ApiError } from '../../app/api';
import { useRights } from '../../app/useSession';
import { FormSection } from '../../components/FormSection';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { NotesPanel } from '../../engine/notes/NotesPanel';
import { ObjectTasksSection } from '../tasks/ObjectTasksSection';
import { DeleteInvoiceButton } from './DeleteInvoiceButton';
import { InvoiceEditor } from './InvoiceEditor';
import { invoiceKey, useInvoiceQuery, useSaveInvoice } from './invoicesApi';

/** /invoice-details/{id}: the invoice and its services (one Save), its notes and the tasks about it. */
export default function InvoiceDetailPage() {
  const { t } = useLingui();
  const id = Number(useParams().id);
  const query = useInvoiceQuery(id);
  const saveInvoice = useSaveInvoice(id);
  const mayEdit = can(useRights(), 'invoices', 'edit');
  const loaded = query.data;
  const failed = query.isError || !(id > 0);
  const notFound = !(id > 0) || (query.error instanceof ApiError && query.error.status === 404);
  return (
    <Stack gap="md" maw={1200}>
      <PageHeader
        trail={[{ label: t`Invoices`, to: '/invoices' }]}
        title={loaded ? t`Invoice ${loaded.invoice.invoice_number}` : t`Invoice`}
        actions={
          loaded &&
          mayEdit && <DeleteInvoiceButton id={loaded.invoice.id} number={loaded.invoice.invoice_number} />
        }
      />
      {failed ? (
        <Alert
          color="red"
          variant="light"
          title={notFound ? t`Invoice not found` : t`unable to find invoice`}
        >
          {notFound ? t`There is no invoice with this number; it may have been deleted.` : null}
        </Alert>
      ) : loaded ? (
        <InvoiceEditor
          key={loaded.invoice.id}
          loaded={loaded}
          mayEdit={mayEdit}
          saving={saveInvoice.isPending}
          send={(body) => saveInvoice.mutateAsync(body)}
          reload={query.refetch}
        >
          <FormSection title={t`Notes`}>
            <NotesPanel
              source={{ path: `invoices/${id}/notes`, queryKey: invoiceKey(id, 'notes') }}
              mayEdit={mayEdit}
            />
          </FormSection>
          <ObjectTasksSection kind="invoice" id={id} name={loaded.invoice.invoice_number} />
        </InvoiceEditor>
      ) : (
        <PageLoader />
      )}
    </Stack>
  );
}
