import type { ReactNode } from 'react';
import { DetailHeader } from '../../components/DetailHeader';

const parent = { label: 'Providers', to: '/providers' };

/** The path back to the list and the provider's name. */
export function ProviderHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return <DetailHeader parent={parent} title={title} actions={actions} />;
}
