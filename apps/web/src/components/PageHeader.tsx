import { useLingui } from '@lingui/react/macro';
import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  to: string;
}

interface Props {
  title: string;
  /** The screens above this one, outermost first: each a link. The title closes the trail. */
  trail?: readonly Crumb[];
  /** The screen's actions, on the right (wrapping under the title on a narrow window). */
  actions?: ReactNode;
  /** The browser tab's text when it is not the title itself. */
  documentTitle?: string;
  /** A line under the title (a greeting, what the screen is for). */
  subtitle?: string;
}

/** The one header of every signed-in screen: breadcrumb, title, actions; it also names the browser tab. */
export function PageHeader({ title, trail = [], actions, documentTitle, subtitle }: Props) {
  const { t } = useLingui();
  const tab = documentTitle ?? title;
  useDocumentTitle(t`${tab} · Trip Back-Office`);
  return (
    <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
      <Stack gap={2} miw={0}>
        {trail.length > 0 && (
          <nav aria-label={t`Breadcrumb`}>
            <Breadcrumbs separator="›" fz="sm">
              {trail.map((crumb) => (
                <Anchor key={crumb.to} component={Link} to={crumb.to} size="sm">
                  {crumb.label}
                </Anchor>
              ))}
              <span aria-current="page">{title}</span>
            </Breadcrumbs>
          </nav>
        )}
        <Title order={1} size="h3">
          {title}
        </Title>
        {subtitle && (
          <Text size="sm" c="dimmed">
            {subtitle}
          </Text>
        )}
      </Stack>
      {actions && (
        <Group gap="xs" wrap="wrap">
          {actions}
        </Group>
      )}
    </Group>
  );
}
