import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { DeleteRecordButton } from '../../engine/edits/DeleteRecordButton';
import { pathTo } from '../../lib/paths';
import { useDeleteProvider } from './providersApi';

/** Deletes the provider after a confirmation; a provider still in use is refused by the server. */
export function DeleteProviderButton({ id, name }: { id: number; name: string }) {
  const remove = useDeleteProvider(id);
  const navigate = useNavigate();
  const { t } = useLingui();
  return (
    <DeleteRecordButton
      title={t`Delete provider`}
      message={t`Delete “${name}” with its rates, services, vouchers and notes? This cannot be undone.`}
      remove={remove}
      onDeleted={() => navigate(pathTo('providers'))}
    />
  );
}
