import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { teamFilterOptions, type UserStatusFilter } from '@trips/shared/modules/users/teams';

/** The fixed teams (spec part 1 §2) as the interface language names them; 0 is the selector's "every team". */
const teamMessages: Record<number, MessageDescriptor> = {
  0: msg`All Teams`,
  1: msg`Operations`,
  2: msg`Administrative`,
  3: msg`IT`,
};

export const statusMessages: Record<UserStatusFilter, MessageDescriptor> = {
  all: msg`All Users`,
  active: msg`Active Users`,
  inactive: msg`Inactive Users`,
};

/** A team's name in the interface language; a name the server holds that is not one of the fixed teams stays. */
export function teamName(i18n: I18n, id: number, name: string): string {
  const fixed = teamFilterOptions.find((team) => team.id === id);
  const message = teamMessages[id];
  return fixed && fixed.name === name && message ? i18n._(message) : name;
}
