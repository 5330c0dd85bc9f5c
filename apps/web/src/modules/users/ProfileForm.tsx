import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { UserProfile } from '@trips/shared/modules/users/users.schema';
import { limits } from '@trips/shared/validation/messages';
import { firstLines } from '@trips/shared/validation/rules';
import type { FormEvent } from 'react';
import { FormErrors } from '../../components/FormErrors';
import { checkFields } from '../../engine/form/checkFields';
import { FieldControl } from '../../engine/form/FieldControl';
import type { FieldSpec } from '../../engine/form/fieldSpec';
import { fieldProblems, useFieldDraft } from '../../engine/form/useFieldDraft';
import { toastSuccessMessages } from '../../lib/api';
import { bodyOf, formOf } from './userForm';
import { usersApi } from './usersApi';
import { useUserSaved } from './useSaveUser';

type ProfileValues = { phone: string; profile: string };

const maxCharacters = limits.textarea;
const maxLines = limits.textareaLines;

/** Phone and profile text (400 characters, the first 6 lines kept). */
const profileFields: readonly FieldSpec<keyof ProfileValues>[] = [
  { key: 'phone', label: msg`Phone`, kind: 'phone', max: limits.user },
  {
    key: 'profile',
    label: msg`Profile`,
    description: msg`Up to ${maxCharacters} characters and ${maxLines} lines`,
    kind: 'textarea',
    max: maxCharacters,
  },
];

/**
 * The parts of a profile its owner may change. What was typed stays on screen while the query reloads
 * after a save.
 */
export function ProfileForm({ user }: { user: UserProfile }) {
  const form = useFieldDraft<ProfileValues>({ phone: user.phone ?? '', profile: user.profile });
  const saved = useUserSaved();
  const save = useMutation({
    meta: { errorsShown: true },
    mutationFn: ({ phone, profile }: ProfileValues) =>
      usersApi.edit({ ...bodyOf({ ...formOf(user), phone }, profile), id: user.id, version: user.version }),
    onSuccess: (answer) => saved(toastSuccessMessages(answer).user),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(
      fieldProblems(checkFields(profileFields, form.values)),
      () => ({ body: form.values }),
      (body) => save.mutateAsync(body),
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormErrors errors={form.problems.other} />
        {profileFields.map((spec) => (
          <FieldControl
            key={spec.key}
            spec={spec}
            value={form.values[spec.key]}
            error={form.problems.fields[spec.key]}
            // Lines past the sixth are dropped as they are typed.
            onChange={(value) =>
              form.set(spec.key, spec.key === 'profile' ? firstLines(value as string) : (value as string))
            }
          />
        ))}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            <Trans>Save profile</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
