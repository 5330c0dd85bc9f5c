import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import type { UserProfile } from '@trips/shared/modules/users/users.schema';
import { type FormEvent, useState } from 'react';
import { FormErrors } from '../../components/FormErrors';
import { useSaveHotkey } from '../../engine/edits/useSaveHotkey';
import { FieldControl } from '../../engine/form/FieldControl';
import { fieldProblems, useFieldDraft } from '../../engine/form/useFieldDraft';
import { AvatarPicker } from './AvatarPicker';
import { bodyOf, emptyUserForm, formOf, type UserFormValues, userFields, validateUserForm } from './userForm';
import { type AvatarChange, useSaveUser } from './useSaveUser';
import { useUserOptions } from './useUserOptions';

/** Adding (no user) or editing a user: names, email, phone, team, group, flags and picture. */
export function UserForm({ user, onDone }: { user: UserProfile | null; onDone: () => void }) {
  // A 409 (someone else saved, or the email is taken) is listed like any refusal.
  const form = useFieldDraft<UserFormValues>(() => (user ? formOf(user) : emptyUserForm), {
    isStale: () => false,
  });
  const [avatar, setAvatar] = useState<AvatarChange>('keep');
  const { t } = useLingui();
  const options = useUserOptions(true);
  const save = useSaveUser();
  const { values } = form;
  const loadErrors: Partial<Record<string, string | null>> = {
    team_id: options.teamsError,
    group_id: options.groupsError,
  };

  const submit = () =>
    form.submit(
      fieldProblems(validateUserForm(values)),
      () => ({
        body: user ? { ...bodyOf(values, user.profile), id: user.id, version: user.version } : bodyOf(values),
      }),
      async (body) => {
        await save.mutateAsync({ body, avatar });
        onDone();
      },
    );
  useSaveHotkey(!save.isPending, () => void submit());
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const [flags, fields] = partitionFlags(userFields(options.teams, options.groups));
  const control = (spec: (typeof fields)[number], index: number) => (
    <FieldControl
      key={spec.key}
      spec={spec}
      autoFocus={index === 0}
      value={values[spec.key]}
      error={form.problems.fields[spec.key] ?? loadErrors[spec.key] ?? undefined}
      onChange={(value) => form.set(spec.key, value as never)}
    />
  );
  const fullName = `${values.first_name} ${values.last_name}`.trim();
  const shownAvatar = avatar === 'keep' ? (user?.avatar ?? null) : avatar;
  return (
    <form onSubmit={onSubmit} noValidate autoComplete="off">
      <Stack gap="md">
        <FormErrors errors={form.problems.other} />
        <AvatarPicker src={shownAvatar} name={fullName} onPick={setAvatar} onRemove={() => setAvatar(null)} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>{fields.map(control)}</SimpleGrid>
        <Stack gap="xs">{flags.map((spec) => control(spec, -1))}</Stack>
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

/** The switches go under the grid of inputs. */
const partitionFlags = <S extends { kind: string }>(specs: readonly S[]) =>
  [specs.filter((s) => s.kind === 'boolean'), specs.filter((s) => s.kind !== 'boolean')] as const;
