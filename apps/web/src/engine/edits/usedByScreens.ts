import { plural } from '@lingui/core/macro';
import type { UsedByKind } from '@trips/shared/api/used-by';
import { detailPath, pathTo } from '../../lib/paths';
import type { RouteName } from '../../lib/routeTable';

interface Screen {
  /** The route the link opens, to check the reader may open it. */
  route: RouteName;
  href: (id: number) => string;
}

/** Where each kind of record that uses another is opened. */
export const usedByScreens: Record<UsedByKind, Screen> = {
  trip: { route: 'tripDetails', href: (id) => detailPath('trip', id) },
  provider: { route: 'providerDetails', href: (id) => detailPath('provider', id) },
  location: { route: 'locationDetails', href: (id) => detailPath('location', id) },
  itinerary: { route: 'itineraryDetails', href: (id) => detailPath('itinerary', id) },
  invoice: { route: 'invoiceDetails', href: (id) => detailPath('invoice', id) },
  task: { route: 'taskDetails', href: (id) => detailPath('task', id) },
  // The dossier screen opens its first setting when the one named is not its own.
  dossier: { route: 'dossierDetails', href: (id) => detailPath('dossier', id, 0) },
  user: { route: 'users', href: (id) => `${pathTo('users')}?user=${id}` },
  // Email accounts are rows of one settings list.
  email_account: { route: 'emailAccounts', href: () => pathTo('emailAccounts') },
};

/** "14 trips", "1 trip": a kind counted in the language shown. */
export function countOf(kind: UsedByKind, count: number): string {
  switch (kind) {
    case 'trip':
      return plural(count, { one: '# trip', other: '# trips' });
    case 'provider':
      return plural(count, { one: '# provider', other: '# providers' });
    case 'location':
      return plural(count, { one: '# location', other: '# locations' });
    case 'itinerary':
      return plural(count, { one: '# itinerary', other: '# itineraries' });
    case 'invoice':
      return plural(count, { one: '# invoice', other: '# invoices' });
    case 'task':
      return plural(count, { one: '# task', other: '# tasks' });
    case 'user':
      return plural(count, { one: '# user', other: '# users' });
    case 'dossier':
      return plural(count, { one: '# dossier', other: '# dossiers' });
    case 'email_account':
      return plural(count, { one: '# email account', other: '# email accounts' });
  }
}
