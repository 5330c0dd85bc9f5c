import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconHandStop, IconMessageCheck, IconSend } from '@tabler/icons-react';
import { serviceStatus } from '@trips/shared/modules/bookings/bookings.constants';
import type { BookingRow } from '@trips/shared/modules/bookings/bookings.schema';
import { useState } from 'react';
import { toast } from '../../../components/toast';
import { ApiError } from '../../../lib/api';
import { AnswerModal } from './AnswerModal';
import { type BookingAction, useBookingAction } from './bookingsApi';
import { actionDone, bookingText } from './bookingTexts';

interface Props {
  tripId: number;
  row: BookingRow;
  /** 'Accommodation #12'. */
  title: string;
  mayEdit: boolean;
}

const requestableStatuses: readonly number[] = [serviceStatus.ok, serviceStatus.pending];

type FieldErrors = Partial<Record<'conf_number' | 'comment', string>>;

/** Send now, Stop automation, Record an answer: each asks first or opens its form. */
export function BookingActions({ tripId, row, title, mayEdit }: Props) {
  const { t, i18n } = useLingui();
  const action = useBookingAction(tripId, { section: row.section, rowId: row.row_id });
  const [answering, setAnswering] = useState(false);
  const [answerErrors, setAnswerErrors] = useState<FieldErrors>({});
  const openRequest = row.requests.some((r) => !r.answered_at && !r.superseded);
  // The server's rule: a request goes out for a row that is OK or Pending and not already asked.
  const requestable = row.provider_id !== null && !openRequest && requestableStatuses.includes(row.status_id);

  const run = (next: BookingAction) =>
    action.mutate(next, {
      onSuccess: () => {
        toast.success(i18n._(actionDone[next.kind]));
        if (next.kind === 'answer') setAnswering(false);
      },
      onError: (error) => {
        if (!(error instanceof ApiError) || error.kind !== 'rejected') return;
        const fields = error.envelope?.field_errors;
        if (next.kind === 'answer' && fields) {
          setAnswerErrors({
            conf_number: fields.conf_number && bookingText(fields.conf_number),
            comment: fields.comment && bookingText(fields.comment),
          });
        } else toast.error(bookingText(error.message));
      },
    });

  const confirmSend = () =>
    modals.openConfirmModal({
      title: t`Send the request now?`,
      children: t`An email goes to ${row.provider_name ?? '—'} for ${title}.`,
      labels: { confirm: t`Send now`, cancel: t`Cancel` },
      onConfirm: () => run({ kind: 'send' }),
    });
  const confirmStop = () =>
    modals.openConfirmModal({
      title: t`Stop automation for ${title}?`,
      children: t`No more requests, reminders or follow-ups are sent for this row; staff take it over.`,
      labels: { confirm: t`Stop automation`, cancel: t`Cancel` },
      confirmProps: { color: 'red' },
      onConfirm: () => run({ kind: 'stop' }),
    });
  const busy = (kind: BookingAction['kind']) => action.isPending && action.variables?.kind === kind;

  return (
    <Group gap="xs">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconSend size={14} />}
        disabled={!mayEdit || !requestable}
        loading={busy('send')}
        onClick={confirmSend}
      >
        <Trans>Send now</Trans>
      </Button>
      <Button
        size="xs"
        variant="light"
        color="red"
        leftSection={<IconHandStop size={14} />}
        disabled={!mayEdit || !row.automated}
        loading={busy('stop')}
        onClick={confirmStop}
      >
        <Trans>Stop automation</Trans>
      </Button>
      <Button
        size="xs"
        variant="light"
        color="teal"
        leftSection={<IconMessageCheck size={14} />}
        disabled={!mayEdit || !openRequest}
        onClick={() => {
          setAnswerErrors({});
          setAnswering(true);
        }}
      >
        <Trans>Record an answer</Trans>
      </Button>
      {answering && (
        <AnswerModal
          opened
          rowTitle={title}
          saving={busy('answer')}
          errors={answerErrors}
          onClose={() => setAnswering(false)}
          onSubmit={(body) => run({ kind: 'answer', body })}
          asksFreeCancellation={
            row.section === 'accommodations' && row.requests.at(-1)?.purpose === 'request'
          }
        />
      )}
    </Group>
  );
}
