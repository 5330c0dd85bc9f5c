import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { DetailHeader } from '../../components/DetailHeader';

/** The path back to the list and the provider's name. */
export function ProviderHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  const { t } = useLingui();
  return <DetailHeader parent={{ label: t`Providers`, to: '/providers' }} title={title} actions={actions} />;
}
