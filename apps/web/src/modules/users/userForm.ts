import type { AddUserBody, UserProfile } from '@trips/shared/modules/users/users.schema';
import { limits } from '@trips/shared/validation/messages';
import { finishPhone } from '@trips/shared/validation/phone-mask';
import * as rules from '@trips/shared/validation/rules';

/** The add/edit user form as typed: selects hold their value as a string, '' for none. */
export interface UserFormValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  team_id: string;
  group_id: string;
  is_active: boolean;
  require_verification: boolean;
}
export type UserFormErrors = Partial<Record<keyof UserFormValues, string | null>>;

export const emptyUserForm: UserFormValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  team_id: '',
  group_id: '',
  is_active: true,
  require_verification: false,
};

export function formOf(user: UserProfile): UserFormValues {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone ?? '',
    team_id: String(user.team_id),
    group_id: user.group_id ? String(user.group_id) : '',
    is_active: user.is_active,
    require_verification: user.require_verification,
  };
}

const name = (v: string) => rules.validate(v, rules.required, rules.onlySpaces, rules.maxLength(limits.user));

/** The same rules and messages as the server (spec part 1 §5): names and email 100, phone mask. */
export function validateUserForm(v: UserFormValues): UserFormErrors {
  const phone = finishPhone(v.phone);
  const errors: UserFormErrors = {
    first_name: name(v.first_name),
    last_name: name(v.last_name),
    email: rules.validate(v.email.trim(), rules.required, rules.email, rules.maxLength(limits.user)),
    phone: rules.validate(phone, rules.phone, rules.maxLength(limits.user)),
    team_id: rules.requiredId(v.team_id),
    group_id: rules.requiredId(v.group_id),
  };
  if (!errors.phone && v.require_verification && phone === '') errors.phone = rules.required('');
  return errors;
}

export const hasErrors = (errors: UserFormErrors) => Object.values(errors).some(Boolean);

export function bodyOf(v: UserFormValues, profile = ''): AddUserBody {
  return {
    first_name: v.first_name.trim(),
    last_name: v.last_name.trim(),
    email: v.email.trim(),
    phone: finishPhone(v.phone),
    team_id: Number(v.team_id),
    group_id: Number(v.group_id),
    is_active: v.is_active,
    require_verification: v.require_verification,
    profile,
  };
}
