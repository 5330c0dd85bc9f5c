import { Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';

/** A signed-in screen whose content comes later: for now only its title. */
export default function PlaceholderPage({ title }: { title: string }) {
  useDocumentTitle(`${title} · Trip Back-Office`);
  return <Title order={1}>{title}</Title>;
}
