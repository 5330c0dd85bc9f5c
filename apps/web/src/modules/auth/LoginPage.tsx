import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Checkbox, Group, Stack, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { limits, messages } from '@trips/shared/validation/messages';
import * as rules from '@trips/shared/validation/rules';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormErrors } from '../../components/FormErrors';
import { PasswordField } from '../../components/PasswordField';
import { tr } from '../../i18n/tr';
import { signedOutPaths } from '../../lib/routeTable';
import { authApi, type LoginRequest } from './authApi';
import { loginFailureErrors } from './failure';
import { acceptSignIn } from './signInResult';

interface FieldErrors {
  email?: string | null;
  password?: string | null;
}

export default function LoginPage() {
  const { i18n, t } = useLingui();
  const shown = (message?: string | null) => message && tr(message, i18n);
  useDocumentTitle(t`Sign in · Trip Back-Office`);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [serverErrors, setServerErrors] = useState<string[]>([]);

  const login = useMutation({
    meta: { errorsShown: true },
    mutationFn: (body: LoginRequest) => authApi.login(body),
    onSuccess: (response, body) => {
      const result = acceptSignIn(response, body.remember);
      if (result === 'needs-verify') navigate(signedOutPaths.verify);
      if (result === 'incomplete') setServerErrors([tr(messages.initialServerError)]);
    },
    onError: (error) => setServerErrors(loginFailureErrors(error)),
  });

  const clearServerErrors = () => setServerErrors((current) => (current.length ? [] : current));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const identifier = email.trim();
    const errors = {
      email: rules.validate(identifier, rules.required, rules.email, rules.maxLength(limits.signInEmail)),
      password: rules.validate(password, rules.required),
    };
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    setServerErrors([]);
    login.mutate({ identifier, password, remember });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Title order={1} size="h3">
          <Trans>Sign in to your account</Trans>
        </Title>
        <FormErrors errors={serverErrors} />
        <TextInput
          label={t`Email`}
          type="email"
          autoComplete="username"
          autoFocus
          required
          withAsterisk={false}
          value={email}
          error={shown(fieldErrors.email)}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setFieldErrors((current) => ({ ...current, email: null }));
            clearServerErrors();
          }}
        />
        <PasswordField
          label={t`Password`}
          autoComplete="current-password"
          required
          withAsterisk={false}
          maxLength={limits.auth}
          value={password}
          error={shown(fieldErrors.password)}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setFieldErrors((current) => ({ ...current, password: null }));
            clearServerErrors();
          }}
        />
        <Group justify="space-between" wrap="nowrap">
          <Checkbox
            label={t`Remember me`}
            checked={remember}
            onChange={(event) => setRemember(event.currentTarget.checked)}
          />
          <Anchor component={Link} to={signedOutPaths.requestReset} size="sm">
            <Trans>Forgot password?</Trans>
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={login.isPending}>
          <Trans>Sign in</Trans>
        </Button>
      </Stack>
    </form>
  );
}
