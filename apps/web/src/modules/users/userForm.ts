import { msg } from '@lingui/core/macro';
import type { AddUserBody, UserProfile } from '@trips/shared/modules/users/users.schema';
import { limits, messages } from '@trips/shared/validation/messages';
import { finishPhone } from '@trips/shared/validation/phone-mask';
import { checkFields } from '../../engine/form/checkFields';
import type { FieldSpec } from '../../engine/form/fieldSpec';

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
export type UserFormErrors = Partial<Record<keyof UserFormValues, string>>;
type UserFieldSpec = FieldSpec<keyof UserFormValues>;

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

type Options = readonly { value: string; label: string }[];

/** The user form's fields in screen order (spec part 1 §5); the selects offer the teams and groups loaded. */
export const userFields = (teams: Options = [], groups: Options = []): readonly UserFieldSpec[] => [
  { key: 'first_name', label: msg`First name`, kind: 'text', max: limits.user, required: true },
  { key: 'last_name', label: msg`Last name`, kind: 'text', max: limits.user, required: true },
  { key: 'email', label: msg`Email`, kind: 'email', max: limits.user, required: true },
  { key: 'phone', label: msg`Phone`, kind: 'phone', max: limits.user },
  { key: 'team_id', label: msg`Team`, kind: 'select', options: teams, required: true },
  { key: 'group_id', label: msg`User group`, kind: 'select', options: groups, required: true },
  { key: 'is_active', label: msg`Active`, kind: 'boolean' },
  { key: 'require_verification', label: msg`Ask for an SMS security code at sign-in`, kind: 'boolean' },
];

/** The same rules and messages as the server: names and email 100, the phone mask, a phone for SMS codes. */
export function validateUserForm(v: UserFormValues): UserFormErrors {
  const errors = checkFields(userFields(), { ...v, email: v.email.trim() });
  if (!errors.phone && v.require_verification && finishPhone(v.phone) === '')
    errors.phone = messages.required;
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
