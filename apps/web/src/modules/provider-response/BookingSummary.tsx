import { useLingui } from '@lingui/react/macro';
import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import type { ProviderBooking } from '@trips/shared/modules/bookings/bookings.schema';
import { Fragment } from 'react';
import { bookingFacts } from './bookingFacts';
import classes from './ProviderResponse.module.css';
import { kindLabels } from './providerTexts';

/** The booking the provider is asked about: what, when, where, for whom, and what we wrote to them. */
export function BookingSummary({ booking }: { booking: ProviderBooking }) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="md">
      {booking.test_mode && (
        <Alert color="orange" variant="filled" title={t`TEST`}>
          {t`This is a test request: nothing will be booked, whatever you answer.`}
        </Alert>
      )}
      <Group gap="xs">
        <Badge variant="light" size="lg">
          {i18n._(kindLabels[booking.kind])}
        </Badge>
        <Text size="sm" c="dimmed">
          {t`for ${booking.provider_name}`}
        </Text>
      </Group>
      <dl className={classes.facts}>
        {bookingFacts(booking).map((fact) => (
          <Fragment key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </Fragment>
        ))}
      </dl>
      {booking.reason && (
        <Alert
          color="blue"
          variant="light"
          title={booking.purpose === 'cancel' ? t`Reason for the cancellation` : t`Reason for the change`}
        >
          <Text size="sm" className={classes.note}>
            {booking.reason}
          </Text>
        </Alert>
      )}
      {booking.comments_to_provider && (
        <Alert color="gray" variant="light" title={t`Our comments`}>
          <Text size="sm" className={classes.note}>
            {booking.comments_to_provider}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
