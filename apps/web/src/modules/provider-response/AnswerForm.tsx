import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import {
  type BookingDecision,
  bookingLimits,
  bookingMessages,
} from '@trips/shared/modules/bookings/bookings.constants';
import { type FormEvent, useState } from 'react';
import { DateField } from '../../engine/form/controls/DateField';
import { tr } from '../../i18n/tr';
import { ApiError } from '../../lib/api';
import { sendProviderAnswer } from './providerResponseApi';
import { answerTexts } from './providerTexts';

interface Props {
  token: string;
  onAnswered: (decision: BookingDecision) => void;
  /** The link stopped acting meanwhile (answered, expired, replaced): the page reads its state again. */
  onLinkGone: () => void;
  /** A hotel confirming a room may say until when it can be cancelled free of charge. */
  asksFreeCancellation?: boolean;
}

type FieldErrors = Partial<Record<'conf_number' | 'comment', string>>;

/** Confirm (confirmation number and comment optional) or Decline (a reason needed); sent only on a press. */
export function AnswerForm({ token, onAnswered, onLinkGone, asksFreeCancellation = false }: Props) {
  const { t, i18n } = useLingui();
  const [confNumber, setConfNumber] = useState('');
  const [comment, setComment] = useState('');
  const [freeUntil, setFreeUntil] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [decision, setDecision] = useState<BookingDecision>('confirm');
  const inPageLanguage = (message: string) =>
    message === bookingMessages.reasonRequired ? i18n._(answerTexts.reasonRequired) : tr(message);

  const answer = useMutation({
    meta: { errorsShown: true },
    mutationFn: (chosen: BookingDecision) =>
      sendProviderAnswer(token, {
        decision: chosen,
        ...(chosen === 'confirm' && confNumber.trim() ? { conf_number: confNumber.trim() } : {}),
        ...(comment.trim() ? { comment: comment.trim() } : {}),
        ...(chosen === 'confirm' && freeUntil ? { free_cancellation_date: freeUntil } : {}),
      }),
    onSuccess: (result) => onAnswered(result.decision),
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      if (error.status === 409 || error.status === 404) onLinkGone();
      const fields = error.envelope?.field_errors ?? {};
      setErrors({
        conf_number: fields.conf_number && inPageLanguage(fields.conf_number),
        comment: fields.comment && inPageLanguage(fields.comment),
      });
    },
  });

  const send = (chosen: BookingDecision) => (event?: FormEvent) => {
    event?.preventDefault();
    setDecision(chosen);
    setErrors({});
    answer.mutate(chosen);
  };
  const fieldErrorsShown = Boolean(errors.comment || errors.conf_number);
  const status = answer.error instanceof ApiError ? answer.error.status : null;
  const unreachable = answer.isError && !fieldErrorsShown && status !== 409 && status !== 404;

  return (
    <form onSubmit={send('confirm')} noValidate>
      <Stack gap="md">
        <TextInput
          label={t`Confirmation number`}
          description={t`Optional: your reference for this booking.`}
          value={confNumber}
          maxLength={bookingLimits.confNumber}
          error={errors.conf_number}
          onChange={(event) => setConfNumber(event.currentTarget.value)}
        />
        {asksFreeCancellation && (
          <DateField
            label={t`Free cancellation until`}
            description={t`Optional: the last day the room can be cancelled free of charge.`}
            value={freeUntil}
            onChange={setFreeUntil}
            clearable
          />
        )}
        <Textarea
          label={t`Comment`}
          description={t`Optional when you confirm; please tell us why when you decline.`}
          value={comment}
          autosize
          minRows={3}
          maxLength={bookingLimits.comment}
          error={errors.comment}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        {unreachable && (
          <Alert color="red" variant="light" role="alert">
            <Trans>Your answer could not be sent. Please try again.</Trans>
          </Alert>
        )}
        <Group grow preventGrowOverflow={false} wrap="wrap">
          <Button
            type="submit"
            color="teal"
            size="md"
            loading={answer.isPending && decision === 'confirm'}
            disabled={answer.isPending && decision === 'decline'}
          >
            <Trans>Confirm</Trans>
          </Button>
          <Button
            type="button"
            color="red"
            variant="outline"
            size="md"
            loading={answer.isPending && decision === 'decline'}
            disabled={answer.isPending && decision === 'confirm'}
            onClick={() => send('decline')()}
          >
            <Trans>Decline</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
