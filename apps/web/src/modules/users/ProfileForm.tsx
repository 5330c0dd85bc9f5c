import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { UserProfile } from '@trips/shared/modules/users/users.schema';
import { limits } from '@trips/shared/validation/messages';
import { finishPhone } from '@trips/shared/validation/phone-mask';
import * as rules from '@trips/shared/validation/rules';
import { type FormEvent, useState } from 'react';
import { toastSuccessMessages } from '../../app/api';
import { errorsOf } from '../../app/failures';
import { FormErrors } from '../../components/FormErrors';
import { PhoneInput } from '../../engine/form/controls/PhoneInput';
import { tr } from '../../i18n/tr';
import { bodyOf, formOf } from './userForm';
import { usersApi } from './usersApi';
import { useUserSaved } from './useSaveUser';

/**
 * The parts of a profile its owner may change: phone and profile text (400 characters, the first
 * 6 lines kept). What was typed stays on screen while the query reloads after a save.
 */
const maxCharacters = limits.textarea;
const maxLines = limits.textareaLines;

export function ProfileForm({ user }: { user: UserProfile }) {
  const { i18n, t } = useLingui();
  const [phone, setPhone] = useState(user.phone ?? '');
  const [profile, setProfile] = useState(user.profile);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const saved = useUserSaved();
  const save = useMutation({
    mutationFn: () =>
      usersApi.edit({ ...bodyOf({ ...formOf(user), phone }, profile), id: user.id, version: user.version }),
    onSuccess: (answer) => saved(toastSuccessMessages(answer).user),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = rules.validate(finishPhone(phone), rules.phone);
    setPhoneError(problem);
    if (!problem) save.mutate();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {save.isError && <FormErrors errors={errorsOf(save.error)} />}
        <PhoneInput
          label={t`Phone`}
          value={phone}
          error={phoneError && tr(phoneError, i18n)}
          onChange={setPhone}
        />
        <Textarea
          label={t`Profile`}
          description={t`Up to ${maxCharacters} characters and ${maxLines} lines`}
          autosize
          minRows={3}
          maxRows={limits.textareaLines + 1}
          maxLength={limits.textarea}
          value={profile}
          onChange={(e) => setProfile(rules.firstLines(e.currentTarget.value))}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            <Trans>Save profile</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
