import { useLingui } from '@lingui/react/macro';
import { NavLink, Paper, ScrollArea } from '@mantine/core';
import { templateScreens } from '@trips/shared/templates/registry';
import { Link } from 'react-router';
import { emailTemplateRoutes } from '../../lib/emailTemplateRoutes';
import { screenNames } from './templateTexts';

interface Props {
  slug: string;
  /** Kept when moving to another template: `?brand=…&lang=…`. */
  search: string;
}

/** Every template, by service screen; the current screen opened. Links, so unsaved edits are asked about. */
export function TemplateNav({ slug, search }: Props) {
  const { i18n, t } = useLingui();
  const current = emailTemplateRoutes.find((r) => r.path === `/${slug}`)?.screen;
  return (
    <Paper withBorder radius="md" p={4} component="nav" aria-label={t`Email templates`}>
      <ScrollArea.Autosize mah="calc(100vh - 160px)">
        {templateScreens.map((screen) => (
          <NavLink
            key={screen}
            label={i18n._(screenNames[screen])}
            defaultOpened={screen === current}
            fw={600}
          >
            {emailTemplateRoutes
              .filter((r) => r.screen === screen)
              .map((route) => (
                <NavLink
                  key={route.path}
                  component={Link}
                  to={`${route.path}${search}`}
                  label={i18n._(route.title)}
                  active={route.path === `/${slug}`}
                  aria-current={route.path === `/${slug}` ? 'page' : undefined}
                />
              ))}
          </NavLink>
        ))}
      </ScrollArea.Autosize>
    </Paper>
  );
}
