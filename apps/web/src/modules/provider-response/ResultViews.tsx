import { useLingui } from '@lingui/react/macro';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import type { BookingDecision, LinkState } from '@trips/shared/modules/bookings/bookings.constants';
import { useEffect, useRef } from 'react';
import { answerTexts, stateTexts, stateTitles } from './providerTexts';

/** After answering: the thanks, with the focus on its heading so a screen reader reads it at once. */
export function ThankYou({ decision }: { decision: BookingDecision }) {
  const { t, i18n } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="md" align="center" ta="center">
      <IconCircleCheck size={48} color="var(--mantine-color-teal-6)" aria-hidden />
      <Title order={1} size="h3" ref={heading} tabIndex={-1}>
        {t`Thank you`}
      </Title>
      <Text role="status">
        {i18n._(decision === 'confirm' ? answerTexts.confirmed : answerTexts.declined)}
      </Text>
    </Stack>
  );
}

interface StateProps {
  state: Exclude<LinkState, 'open'>;
  /** The answer already given, for a used link. */
  decision: BookingDecision | null;
}

/** A link that no longer acts: why, in the page's language, and nothing to press. */
export function LinkStateView({ state, decision }: StateProps) {
  const { t, i18n } = useLingui();
  const given = decision === 'confirm' ? t`Your answer: confirmed.` : t`Your answer: declined.`;
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {i18n._(stateTitles[state])}
      </Title>
      <Alert color={state === 'used' ? 'teal' : 'gray'} variant="light" icon={<IconInfoCircle />}>
        <Text size="sm">{i18n._(stateTexts[state])}</Text>
        {state === 'used' && decision && (
          <Text size="sm" mt={4}>
            {given}
          </Text>
        )}
      </Alert>
    </Stack>
  );
}
