import { Anchor, Breadcrumbs, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface Props {
  /** The list this record belongs to: its name and path. */
  parent: { label: string; to: string };
  title: string;
  actions?: ReactNode;
}

/** The path back to the list and the record's name, with its actions on the right. */
export function DetailHeader({ parent, title, actions }: Props) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Stack gap={2}>
        <Breadcrumbs separator="›" fz="sm">
          <Anchor component={Link} to={parent.to} size="sm">
            {parent.label}
          </Anchor>
          <span>{title}</span>
        </Breadcrumbs>
        <Title order={1} size="h3">
          {title}
        </Title>
      </Stack>
      {actions}
    </Group>
  );
}
