import { Anchor, Breadcrumbs, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface Props {
  title: string;
  actions?: ReactNode;
}

/** The path back to the list and the location's name. */
export function LocationHeader({ title, actions }: Props) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Stack gap={2}>
        <Breadcrumbs separator="›" fz="sm">
          <Anchor component={Link} to="/locations" size="sm">
            Locations
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
