import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Rights } from '@trips/shared/permissions/rights';
import { mayOpen } from '../paths';
import type { RouteName } from '../routeTable';

export interface AdminScreen {
  route: RouteName;
  label: MessageDescriptor;
}

/** The administration screens, offered by the account menu and the command palette. */
const adminScreens: readonly AdminScreen[] = [
  { route: 'users', label: msg`Users` },
  { route: 'userGroups', label: msg`User groups` },
  { route: 'outbox', label: msg`Outbox` },
  { route: 'jobs', label: msg`Jobs` },
];

/** Those the user may open. */
export const visibleAdminScreens = (rights: Rights | null | undefined) =>
  adminScreens.filter((screen) => mayOpen(rights, screen.route));
