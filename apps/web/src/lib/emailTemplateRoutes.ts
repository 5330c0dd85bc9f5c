import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type TemplateScreen, templateRegistry } from '@trips/shared/templates/registry';
import { templateTitles } from './templateNames';

export interface EmailTemplateRoute {
  path: string;
  title: MessageDescriptor;
  screen: TemplateScreen;
}

/** The title of every template page, and of its entry in the settings menu. */
export const emailTemplatesTitle = msg`Email templates`;

/** One page per template of the registry (packages/shared/src/templates), at `/{slug}`. */
export const emailTemplateRoutes: readonly EmailTemplateRoute[] = templateRegistry.map(
  ({ slug, screen }) => ({
    path: `/${slug}`,
    title: templateTitles[slug]!,
    screen,
  }),
);
