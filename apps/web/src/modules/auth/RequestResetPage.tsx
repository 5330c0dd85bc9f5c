import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { limits, messages } from '@trips/shared/validation/messages';
import * as rules from '@trips/shared/validation/rules';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FormErrors } from '../../components/FormErrors';
import { tr } from '../../i18n/tr';
import { signedOutPaths } from '../../lib/routeTable';
import { AltchaField } from './AltchaField';
import { authApi } from './authApi';
import { failureErrors } from './failure';
import { useRedirectAfter } from './useRedirectAfter';

const REDIRECT_AFTER_MS = 5000;

export default function RequestResetPage() {
  const { i18n, t } = useLingui();
  useDocumentTitle(t`Reset password · Trip Back-Office`);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  // A ref, not state: a submit right after the check is solved must see the payload before React re-renders.
  const payload = useRef<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [widgetRun, setWidgetRun] = useState(0);
  const [serverErrors, setServerErrors] = useState<string[]>([]);

  const request = useMutation({
    meta: { errorsShown: true },
    mutationFn: authApi.forgotPassword,
    onError: (error) => {
      setServerErrors(failureErrors(error));
      // A solved challenge is spent once submitted: start a fresh one.
      payload.current = null;
      setWidgetRun((run) => run + 1);
    },
  });
  useRedirectAfter(request.isSuccess, signedOutPaths.login, REDIRECT_AFTER_MS);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const error = rules.validate(address, rules.required, rules.email, rules.maxLength(limits.signInEmail));
    setEmailError(error);
    const solved = payload.current;
    setCaptchaError(solved ? null : messages.enterCaptcha);
    if (error || !solved) return;
    setServerErrors([]);
    request.mutate({ email: address, recaptcha: solved });
  };

  if (request.isSuccess) {
    const address = email.trim();
    return (
      <Stack gap="md">
        <Title order={1} size="h3">
          <Trans>Check your email</Trans>
        </Title>
        <Alert color="teal" role="status">
          <Trans>
            If an account exists for {address}, we have sent it a link to choose a new password. Taking you
            back to sign in…
          </Trans>
        </Alert>
        <Anchor component={Link} to={signedOutPaths.login} size="sm" ta="center">
          <Trans>Back to sign in</Trans>
        </Anchor>
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Title order={1} size="h3">
          <Trans>Reset your password</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            Enter the email address of your account and we will send you a link to choose a new password.
          </Trans>
        </Text>
        <FormErrors errors={serverErrors} />
        <TextInput
          label={t`Email`}
          type="email"
          autoComplete="email"
          autoFocus
          required
          withAsterisk={false}
          value={email}
          error={emailError && tr(emailError, i18n)}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setEmailError(null);
          }}
        />
        <AltchaField
          key={widgetRun}
          error={captchaError && tr(captchaError, i18n)}
          onPayload={(value) => {
            payload.current = value;
            if (value) setCaptchaError(null);
          }}
        />
        <Button type="submit" fullWidth loading={request.isPending}>
          <Trans>Reset password</Trans>
        </Button>
        <Anchor component={Link} to={signedOutPaths.login} size="sm" ta="center">
          <Trans>Back to sign in</Trans>
        </Anchor>
      </Stack>
    </form>
  );
}
