import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import type { UserProfile } from '@trips/shared/modules/users/users.schema';
import { limits } from '@trips/shared/validation/messages';
import { type FormEvent, useState } from 'react';
import { errorsOf, fieldErrorsOf } from '../../app/failures';
import { FormErrors } from '../../components/FormErrors';
import { tr } from '../../i18n/tr';
import { AvatarPicker } from './AvatarPicker';
import { PhoneInput } from './PhoneInput';
import {
  bodyOf,
  emptyUserForm,
  formOf,
  hasErrors,
  type UserFormErrors,
  type UserFormValues,
  validateUserForm,
} from './userForm';
import { type AvatarChange, useSaveUser } from './useSaveUser';
import { useUserOptions } from './useUserOptions';

/** Adding (no user) or editing a user: names, email, phone, team, group, flags and picture. */
export function UserForm({ user, onDone }: { user: UserProfile | null; onDone: () => void }) {
  const [values, setValues] = useState<UserFormValues>(user ? formOf(user) : emptyUserForm);
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [avatar, setAvatar] = useState<AvatarChange>('keep');
  const { i18n, t } = useLingui();
  const shown = (message?: string | null) => message && tr(message, i18n);
  const options = useUserOptions(true);
  const save = useSaveUser();

  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: null }));
  };
  const text = (key: 'first_name' | 'last_name' | 'email') => ({
    value: values[key],
    error: shown(errors[key]),
    maxLength: limits.user,
    onChange: (e: { currentTarget: { value: string } }) => set(key, e.currentTarget.value),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateUserForm(values);
    setErrors(found);
    if (hasErrors(found)) return;
    const body = user
      ? { ...bodyOf(values, user.profile), id: user.id, version: user.version }
      : bodyOf(values);
    save.mutate({ body, avatar }, { onSuccess: onDone, onError: (error) => setErrors(fieldErrorsOf(error)) });
  };

  const fullName = `${values.first_name} ${values.last_name}`.trim();
  const shownAvatar = avatar === 'keep' ? (user?.avatar ?? null) : avatar;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {save.isError && <FormErrors errors={errorsOf(save.error)} />}
        <AvatarPicker src={shownAvatar} name={fullName} onPick={setAvatar} onRemove={() => setAvatar(null)} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t`First name`}
            required
            autoComplete="off"
            data-autofocus
            {...text('first_name')}
          />
          <TextInput label={t`Last name`} required autoComplete="off" {...text('last_name')} />
          <TextInput label={t`Email`} type="email" required autoComplete="off" {...text('email')} />
          <PhoneInput
            label={t`Phone`}
            value={values.phone}
            error={shown(errors.phone)}
            onChange={(v) => set('phone', v)}
          />
          <Select
            label={t`Team`}
            required
            data={options.teams}
            value={values.team_id || null}
            error={shown(errors.team_id) ?? options.teamsError}
            onChange={(v) => set('team_id', v ?? '')}
          />
          <Select
            label={t`User group`}
            required
            data={options.groups}
            value={values.group_id || null}
            error={shown(errors.group_id) ?? options.groupsError}
            onChange={(v) => set('group_id', v ?? '')}
          />
        </SimpleGrid>
        <Switch
          label={t`Active`}
          checked={values.is_active}
          onChange={(e) => set('is_active', e.currentTarget.checked)}
        />
        <Checkbox
          label={t`Ask for an SMS security code at sign-in`}
          checked={values.require_verification}
          onChange={(e) => set('require_verification', e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={save.isPending}>
            {user ? t`Save` : t`Add user`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
