import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { messages } from '@trips/shared/validation/messages';
import * as rules from '@trips/shared/validation/rules';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { FormErrors } from '../../components/FormErrors';
import { tr } from '../../i18n/tr';
import { signedOutPaths } from '../../lib/routeTable';
import { authApi, type VerifyRequest } from './authApi';
import { failureErrors } from './failure';
import { maskPhone } from './maskPhone';
import { acceptSignIn } from './signInResult';
import { pendingVerification } from './verifyState';

const CODE_MAX_LENGTH = 10;

export default function VerifyPage() {
  const { i18n, t } = useLingui();
  useDocumentTitle(t`Verify · Trip Back-Office`);
  const [pending] = useState(pendingVerification.read);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);

  const verify = useMutation({
    meta: { errorsShown: true },
    mutationFn: (body: VerifyRequest) => authApi.verify(body),
    onSuccess: (response, body) => {
      if (acceptSignIn(response, body.remember) !== 'signed-in')
        setServerErrors([tr(messages.initialServerError)]);
    },
    onError: (error) => setServerErrors(failureErrors(error)),
  });

  const phone = (pending && maskPhone(pending.phone)) || t`your phone`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) return;
    const error = rules.validate(code, rules.required);
    setCodeError(error);
    if (error) return;
    setServerErrors([]);
    verify.mutate({ user_id: pending.user_id, code: code.trim(), remember: pending.remember });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Title order={1} size="h3">
          <Trans>Enter your security code</Trans>
        </Title>
        {pending ? (
          <Text size="sm" c="dimmed">
            <Trans>
              We sent a security code by SMS to{' '}
              <Text span fw={600} c="dark">
                {phone}
              </Text>
              .
            </Trans>
          </Text>
        ) : (
          <Alert color="yellow">
            <Trans>Sign in first: the security code is sent after your email and password.</Trans>
          </Alert>
        )}
        <FormErrors errors={serverErrors} />
        <TextInput
          label={t`Security code`}
          autoComplete="one-time-code"
          inputMode="numeric"
          autoFocus
          required
          withAsterisk={false}
          maxLength={CODE_MAX_LENGTH}
          disabled={!pending}
          value={code}
          error={codeError && tr(codeError, i18n)}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setCodeError(null);
          }}
        />
        <Button type="submit" fullWidth loading={verify.isPending} disabled={!pending}>
          <Trans>Verify</Trans>
        </Button>
        <Anchor component={Link} to={signedOutPaths.login} size="sm" ta="center">
          <Trans>Back to sign in</Trans>
        </Anchor>
      </Stack>
    </form>
  );
}
