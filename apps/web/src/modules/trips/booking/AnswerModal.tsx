import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, SegmentedControl, Stack, Textarea, TextInput } from '@mantine/core';
import {
  type BookingDecision,
  bookingLimits,
  bookingMessages,
} from '@trips/shared/modules/bookings/bookings.constants';
import type { BookingAnswerBody } from '@trips/shared/modules/bookings/bookings.schema';
import { type FormEvent, useState } from 'react';
import { DateField } from '../../../engine/form/controls/DateField';
import { bookingText } from './bookingTexts';

interface Props {
  opened: boolean;
  /** 'Accommodation #12': whose answer this is. */
  rowTitle: string;
  saving: boolean;
  /** The server's messages on the fields, after a refused answer. */
  errors: Partial<Record<'conf_number' | 'comment', string>>;
  onClose: () => void;
  onSubmit: (body: BookingAnswerBody) => void;
  /** A hotel's confirmation of a room may carry the end of its free cancellation. */
  asksFreeCancellation?: boolean;
}

/** An answer the provider gave by phone or email, recorded by staff: confirm, or decline with a reason. */
export function AnswerModal({
  opened,
  rowTitle,
  saving,
  errors,
  onClose,
  onSubmit,
  asksFreeCancellation = false,
}: Props) {
  const { t } = useLingui();
  const [decision, setDecision] = useState<BookingDecision>('confirm');
  const [confNumber, setConfNumber] = useState('');
  const [comment, setComment] = useState('');
  const [freeUntil, setFreeUntil] = useState<string | null>(null);
  const [reasonMissing, setReasonMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = decision === 'decline' && !comment.trim();
    setReasonMissing(missing);
    if (missing) return;
    onSubmit({
      decision,
      ...(decision === 'confirm' && confNumber.trim() ? { conf_number: confNumber.trim() } : {}),
      ...(comment.trim() ? { comment: comment.trim() } : {}),
      ...(decision === 'confirm' && freeUntil ? { free_cancellation_date: freeUntil } : {}),
    });
  };
  const commentError = reasonMissing ? bookingText(bookingMessages.reasonRequired) : errors.comment;
  return (
    <Modal opened={opened} onClose={onClose} title={t`Record an answer for ${rowTitle}`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SegmentedControl
            aria-label={t`Answer`}
            value={decision}
            onChange={(value) => setDecision(value as BookingDecision)}
            data={[
              { value: 'confirm', label: t`Confirmed` },
              { value: 'decline', label: t`Declined` },
            ]}
          />
          {decision === 'confirm' && (
            <TextInput
              label={t`Confirmation number`}
              value={confNumber}
              maxLength={bookingLimits.confNumber}
              error={errors.conf_number}
              onChange={(event) => setConfNumber(event.currentTarget.value)}
            />
          )}
          {decision === 'confirm' && asksFreeCancellation && (
            <DateField
              label={t`Free cancellation until`}
              value={freeUntil}
              onChange={setFreeUntil}
              clearable
            />
          )}
          <Textarea
            label={decision === 'decline' ? t`Reason` : t`Comment`}
            required={decision === 'decline'}
            value={comment}
            autosize
            minRows={2}
            maxLength={bookingLimits.comment}
            error={commentError}
            onChange={(event) => setComment(event.currentTarget.value)}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={saving} color={decision === 'decline' ? 'red' : undefined}>
              <Trans>Record answer</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
