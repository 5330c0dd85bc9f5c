import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { can, type Rights } from '@trips/shared/permissions/rights';
import { chooseLanguage } from '../../i18n/chooseLanguage';
import { uiLocales } from '../../i18n/locales';
import { pathTo } from '../../lib/paths';
import { type RouteName, routes } from '../../lib/routeTable';

/** Something the palette does rather than a screen it opens: a new record, another language. */
export interface PaletteAction {
  key: string;
  title: string;
  group: MessageDescriptor;
  href: string;
  run?: () => void;
}

/** The new-record screens, each offered to whoever may create that kind of record. */
const creations: readonly [route: RouteName, permission: string][] = [
  ['newTrip', 'trips'],
  ['newTask', 'tasks'],
  ['newProvider', 'providers'],
  ['newInvoice', 'invoices'],
];

/** The actions the user's rights allow, named in the language shown; the other language is one of them. */
export function actionsFor(rights: Rights, i18n: I18n): PaletteAction[] {
  const created = creations
    .filter(([, permission]) => can(rights, permission, 'create'))
    .map(([route]) => ({
      key: `action-${route}`,
      title: i18n._((routes[route] as { title: MessageDescriptor }).title),
      group: msg`Actions`,
      href: pathTo(route),
    }));
  const languages = uiLocales
    .filter((locale) => locale.key !== i18n.locale)
    .map((locale) => ({
      key: `action-language-${locale.key}`,
      title: i18n._(msg`Switch to ${locale.label}`),
      group: msg`Actions`,
      href: '',
      run: () => void chooseLanguage(locale.key),
    }));
  return [...created, ...languages];
}
