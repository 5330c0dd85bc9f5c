import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { messages } from '@trips/shared/validation/messages';
import * as rules from '@trips/shared/validation/rules';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormErrors } from '../../components/FormErrors';
import { PasswordField } from '../../components/PasswordField';
import { tr } from '../../i18n/tr';
import { signedOutPaths } from '../../lib/routeTable';
import { authApi } from './authApi';
import { failureErrors } from './failure';
import { NewPasswordField } from './NewPasswordField';
import { useRedirectAfter } from './useRedirectAfter';

const REDIRECT_AFTER_MS = 3000;

interface FieldErrors {
  password?: string | null;
  confirmation?: string | null;
}

export default function ChangePasswordPage() {
  const { i18n, t } = useLingui();
  useDocumentTitle(t`Change password · Trip Back-Office`);
  const shown = (message?: string | null) => message && tr(message, i18n);
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [serverErrors, setServerErrors] = useState<string[]>([]);

  const change = useMutation({
    meta: { errorsShown: true },
    mutationFn: authApi.resetPassword,
    onError: (error) => setServerErrors(failureErrors(error)),
  });
  useRedirectAfter(change.isSuccess, signedOutPaths.login, REDIRECT_AFTER_MS);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!token) return;
    const errors = {
      password: rules.validate(password, rules.password),
      confirmation: rules.validate(confirmation, rules.required, rules.mustMatch(password)),
    };
    setFieldErrors(errors);
    if (errors.password || errors.confirmation) return;
    setServerErrors([]);
    change.mutate({ password, password_confirmation: confirmation, token, email });
  };

  if (change.isSuccess) {
    return (
      <Stack gap="md">
        <Title order={1} size="h3">
          <Trans>Password changed</Trans>
        </Title>
        <Alert color="teal" role="status">
          <Trans>Your password has been changed. Taking you to sign in…</Trans>
        </Alert>
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Title order={1} size="h3">
          <Trans>Choose a new password</Trans>
        </Title>
        {token ? (
          email && (
            <Text size="sm" c="dimmed">
              <Trans>For {email}</Trans>
            </Text>
          )
        ) : (
          <Alert color="red">{tr(messages.notAuthorized, i18n)}</Alert>
        )}
        <FormErrors errors={serverErrors} />
        <fieldset disabled={!token} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="md">
            {/* No autofocus: the password conditions open with the focus, and the page opens calm. */}
            <NewPasswordField
              label={t`New password`}
              autoComplete="new-password"
              required
              withAsterisk={false}
              value={password}
              error={shown(fieldErrors.password)}
              onChange={(event) => {
                setPassword(event.currentTarget.value);
                setFieldErrors((current) => ({ ...current, password: null }));
              }}
            />
            <PasswordField
              label={t`Confirm new password`}
              autoComplete="new-password"
              required
              withAsterisk={false}
              value={confirmation}
              error={shown(fieldErrors.confirmation)}
              onChange={(event) => {
                setConfirmation(event.currentTarget.value);
                setFieldErrors((current) => ({ ...current, confirmation: null }));
              }}
            />
            <Button type="submit" fullWidth loading={change.isPending}>
              <Trans>CHANGE</Trans>
            </Button>
          </Stack>
        </fieldset>
        <Anchor component={Link} to={signedOutPaths.login} size="sm" ta="center">
          <Trans>Back to sign in</Trans>
        </Anchor>
      </Stack>
    </form>
  );
}
