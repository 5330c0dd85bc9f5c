import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { settingsListByName } from '@trips/shared/settings/list-registry';
import { createContext, useContext, useId, useState } from 'react';
import { ListScreen, type RowActionProps } from '../../../engine/settings/ListScreen';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/apiError';
import { testEmailHint } from './testEmail';

const list = settingsListByName('email_accounts')!;

/** The answer of the last "Send test email": which account, and what its server said. */
interface TestAnswer {
  account: string;
  ok: boolean;
  message: string;
}

const ShowAnswer = createContext<(answer: TestAnswer) => void>(() => {});

/** Sends a real email through the saved account's SMTP server; the answer shows above the table. */
function TestEmailAction({ row, rowName, dirty, readOnly }: RowActionProps) {
  const { t } = useLingui();
  const show = useContext(ShowAnswer);
  const hintId = useId();
  const send = useMutation({
    meta: { errorsShown: true },
    mutationFn: (id: number) =>
      api.post<{ messages?: string[] }>(`settings-lists/${list.name}/${id}/test-email`, {}),
    onSuccess: (answer) =>
      show({
        account: rowName,
        ok: true,
        message: answer.messages?.[0] ?? t`The test email was sent.`,
      }),
    onError: (error) =>
      // Network and server failures have had their toast already.
      error instanceof ApiError &&
      error.kind === 'rejected' &&
      show({ account: rowName, ok: false, message: error.message }),
  });
  const hint = testEmailHint({ row, dirty, readOnly });
  const button = (
    <Button
      size="compact-xs"
      variant="default"
      leftSection={<IconMailForward size={14} aria-hidden />}
      aria-label={t`Send test email: ${rowName}`}
      aria-describedby={hint ? hintId : undefined}
      disabled={hint !== null}
      loading={send.isPending}
      onClick={() => row.id !== undefined && send.mutate(row.id)}
    >
      <Trans>Send test email</Trans>
    </Button>
  );
  if (!hint) return button;
  return (
    // A disabled button gets no pointer events: its wrapper says why on hover, the description to readers.
    <span title={hint} style={{ display: 'inline-block' }}>
      {button}
      <span id={hintId} hidden>
        {hint}
      </span>
    </span>
  );
}

/** /email-accounts: the accounts emails to providers are sent from, each with a real test email. */
export default function EmailAccountsPage() {
  const { t } = useLingui();
  const [answer, setAnswer] = useState<TestAnswer | null>(null);
  const account = answer?.account;
  return (
    <ShowAnswer.Provider value={setAnswer}>
      <ListScreen
        list={list}
        description={t`The accounts emails to providers are sent from, one per brand. A saved password is sealed and never shown again.`}
        RowAction={TestEmailAction}
        aboveTable={
          answer && (
            <Alert
              color={answer.ok ? 'teal' : 'red'}
              variant="light"
              role={answer.ok ? 'status' : 'alert'}
              title={t`Test email from ${account}`}
              withCloseButton
              closeButtonLabel={t`Close the test email answer`}
              onClose={() => setAnswer(null)}
            >
              {answer.message}
            </Alert>
          )
        }
      />
    </ShowAnswer.Provider>
  );
}
