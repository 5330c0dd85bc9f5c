import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { DetailHeader } from '../../components/DetailHeader';

interface Props {
  title: string;
  actions?: ReactNode;
}

/** The path back to the list and the location's name. */
export function LocationHeader({ title, actions }: Props) {
  const { t } = useLingui();
  return <DetailHeader parent={{ label: t`Locations`, to: '/locations' }} title={title} actions={actions} />;
}
