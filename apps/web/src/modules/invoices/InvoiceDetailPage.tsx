import { useLingui } from '@lingui/react/macro';
import { can } from '@trips/shared/permissions/rights';
import { useParams } from 'react-router';
import { NotesPanel } from '../../engine/notes/NotesPanel';
import { RecordEditorDetail } from '../../engine/record/RecordEditorDetail';
import { pathTo } from '../../lib/paths';
import { useRights } from '../../lib/useSession';
import { ObjectTasksSection } from '../tasks';
import { DeleteInvoiceButton } from './DeleteInvoiceButton';
import { InvoiceEditor } from './InvoiceEditor';
import { invoiceKey, useInvoiceQuery, useSaveInvoice } from './invoicesApi';

/** An invoice's screen: the invoice and its services (one Save), its notes and the tasks about it. */
export default function InvoiceDetailPage() {
  const { t } = useLingui();
  const id = Number(useParams().id);
  const query = useInvoiceQuery(id);
  const saveInvoice = useSaveInvoice(id);
  const mayEdit = can(useRights(), 'invoices', 'edit');
  const invoice = query.data?.invoice;
  return (
    <RecordEditorDetail
      id={id}
      query={query}
      save={saveInvoice}
      header={{
        trail: [{ label: t`Invoices`, to: pathTo('invoices') }],
        title: invoice ? t`Invoice ${invoice.invoice_number}` : t`Invoice`,
        actions: invoice && mayEdit && (
          <DeleteInvoiceButton id={invoice.id} number={invoice.invoice_number} />
        ),
      }}
      texts={{
        notFound: t`Invoice not found`,
        failed: t`unable to find invoice`,
        gone: t`There is no invoice with this number; it may have been deleted.`,
      }}
    >
      {(loaded, editing) => (
        <InvoiceEditor key={loaded.invoice.id} loaded={loaded} mayEdit={mayEdit} {...editing}>
          <NotesPanel
            source={{ path: `invoices/${id}/notes`, queryKey: invoiceKey(id, 'notes') }}
            mayEdit={mayEdit}
          />
          <ObjectTasksSection kind="invoice" id={id} name={loaded.invoice.invoice_number} />
        </InvoiceEditor>
      )}
    </RecordEditorDetail>
  );
}
