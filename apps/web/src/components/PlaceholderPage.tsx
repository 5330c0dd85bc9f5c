import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { textOf } from '../i18n/tr';
import { PageHeader } from './PageHeader';

/** A signed-in screen whose content comes later: for now only its title. */
export default function PlaceholderPage({ title }: { title: string | MessageDescriptor }) {
  const { i18n } = useLingui();
  return <PageHeader title={textOf(title, i18n)} />;
}
