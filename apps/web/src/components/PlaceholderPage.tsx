import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { textOf } from '../i18n/tr';

/** A signed-in screen whose content comes later: for now only its title. */
export default function PlaceholderPage({ title }: { title: string | MessageDescriptor }) {
  const { i18n, t } = useLingui();
  const name = textOf(title, i18n);
  useDocumentTitle(t`${name} · Trip Back-Office`);
  return <Title order={1}>{name}</Title>;
}
