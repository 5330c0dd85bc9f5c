import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { toastSuccessMessages } from '../../lib/api';
import {
  emailTemplatesApi,
  type TemplateFields,
  type TemplatePlace,
  type TemplateSample,
} from './emailTemplatesApi';

interface Props {
  place: TemplatePlace;
  draft: TemplateFields;
  sample: TemplateSample;
}

/** Sends the draft, as the preview shows it, to the signed-in user's own address through the brand's account. */
export function SendTestButton({ place, draft, sample }: Props) {
  const { subject, body, cc, bcc, reply_to } = draft;
  const send = useMutation({
    mutationFn: () => emailTemplatesApi.sendTest(place, { subject, body, cc, bcc, reply_to }, sample),
    onSuccess: toastSuccessMessages,
  });
  return (
    <Button size="xs" variant="light" loading={send.isPending} onClick={() => send.mutate()}>
      <Trans>Send test to me</Trans>
    </Button>
  );
}
