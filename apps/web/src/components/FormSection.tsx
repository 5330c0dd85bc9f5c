import { Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  /** Controls beside the title, e.g. an Add button. */
  actions?: ReactNode;
  children: ReactNode;
  /** Lets a link elsewhere on the screen bring the card into view (the trip's readiness panel). */
  id?: string;
}

/** A titled card of a detail or settings screen. */
export function FormSection({ title, actions, children, id }: Props) {
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-label={title} id={id}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h5">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}
