import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { pathTo } from '../../app/paths';
import { DeleteButton } from '../../components/DeleteButton';
import { useDeleteProvider } from './providersApi';

/** Deletes the provider after a confirmation; a provider still in use is refused by the server. */
export function DeleteProviderButton({ id, name }: { id: number; name: string }) {
  const remove = useDeleteProvider(id);
  const navigate = useNavigate();
  const { t } = useLingui();
  return (
    <DeleteButton
      title={t`Delete provider`}
      message={t`Delete “${name}” with its rates, services, vouchers and notes? This cannot be undone.`}
      loading={remove.isPending}
      onConfirm={() => remove.mutate(undefined, { onSuccess: () => navigate(pathTo('providers')) })}
    />
  );
}
