import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { DeleteRecordButton } from '../../engine/edits/DeleteRecordButton';
import { pathTo } from '../../lib/paths';
import { useDeleteInvoice } from './invoicesApi';

/** Deletes the invoice after a confirmation: the services it paid take their theoretical cost again. */
export function DeleteInvoiceButton({ id, number }: { id: number; number: string }) {
  const remove = useDeleteInvoice(id);
  const navigate = useNavigate();
  const { t } = useLingui();
  return (
    <DeleteRecordButton
      title={t`Delete invoice`}
      message={t`Delete invoice “${number}”? The services it pays take their theoretical cost again. This cannot be undone.`}
      remove={remove}
      onDeleted={() => navigate(pathTo('invoices'))}
    />
  );
}
