import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Rights } from '@trips/shared/permissions/rights';
import { textOf } from '../../i18n/tr';
import { visibleNavItems } from '../../lib/navItems';
import { pathTo } from '../../lib/paths';
import { visibleReports } from '../../lib/reports';
import { visibleSettings } from '../../modules/settings/settingsMenu';
import { visibleAdminScreens } from '../layout/adminScreens';

type Label = string | MessageDescriptor;

export interface Screen {
  key: string;
  title: string;
  group: MessageDescriptor;
  href: string;
}

/** Every screen the user may open, by its name in the user's language. */
export function screensFor(rights: Rights, i18n: I18n): Screen[] {
  const screen = (group: MessageDescriptor, title: Label, href: string): Screen => ({
    key: href,
    group,
    title: textOf(title, i18n),
    href,
  });
  const administration = visibleAdminScreens(rights).map(({ route, label }) =>
    screen(msg`Screens`, label, pathTo(route)),
  );
  return [
    ...visibleNavItems(rights).map((item) => screen(msg`Screens`, item.label, item.to)),
    ...administration,
    ...visibleReports(rights, false).map((r) => screen(msg`Reports`, r.title, pathTo('report', r.slug))),
    ...visibleSettings(rights).flatMap((heading) =>
      heading.entries.map((entry) => screen(msg`Settings`, entry.label, entry.to)),
    ),
  ];
}

/** Screens (or actions) whose name holds every word typed, in any order. */
export function matchScreens<T extends { title: string }>(screens: readonly T[], typed: string): T[] {
  const words = typed.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [...screens];
  return screens.filter((s) => words.every((word) => s.title.toLocaleLowerCase().includes(word)));
}
