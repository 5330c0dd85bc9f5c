import type { MessageDescriptor } from '@lingui/core';
import type { Rights } from '@trips/shared/permissions/rights';
import { mayOpen } from '../../lib/paths';
import { type RouteName, routes } from '../../lib/routeTable';

export interface AdminScreen {
  route: RouteName;
  label: MessageDescriptor;
}

/** The administration screens, offered by the account menu and the command palette, by their titles. */
const adminScreens: readonly AdminScreen[] = (['users', 'userGroups', 'outbox', 'jobs'] as const).map(
  (route) => ({ route, label: routes[route].title }),
);

/** Those the user may open. */
export const visibleAdminScreens = (rights: Rights | null | undefined) =>
  adminScreens.filter((screen) => mayOpen(rights, screen.route));
