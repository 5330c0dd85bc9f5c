import type { ReactNode } from 'react';
import { DetailHeader } from '../../components/DetailHeader';

interface Props {
  title: string;
  actions?: ReactNode;
}

const parent = { label: 'Locations', to: '/locations' };

/** The path back to the list and the location's name. */
export function LocationHeader({ title, actions }: Props) {
  return <DetailHeader parent={parent} title={title} actions={actions} />;
}
