import { Trans, useLingui } from '@lingui/react/macro';
import { Accordion, Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import type { TripBookingsResponse } from '@trips/shared/modules/bookings/bookings.schema';
import { tripSections } from '@trips/shared/modules/trips/trips.constants';
import type { TripResponse } from '@trips/shared/modules/trips/trips.schema';
import { FormSection } from '../../../components/FormSection';
import { BookingRowItem } from './BookingRowItem';
import { sectionTitles } from './bookingTexts';
import { rowSummary } from './rowSummary';

interface Props {
  trip: TripResponse;
  bookings: TripBookingsResponse | undefined;
  failed: boolean;
  mayEdit: boolean;
}

/** The booking state of every saved service row, by section, each row opening into its detail and actions. */
export function BookingsPanel({ trip, bookings, failed, mayEdit }: Props) {
  const { t, i18n } = useLingui();
  const body = () => {
    if (!bookings)
      return failed ? (
        <Text size="sm" c="red">
          <Trans>The bookings could not be loaded; trying again.</Trans>
        </Text>
      ) : (
        <Loader size="sm" aria-label={t`Loading`} />
      );
    if (bookings.rows.length === 0)
      return (
        <Text size="sm" c="dimmed">
          <Trans>No saved service rows yet.</Trans>
        </Text>
      );
    return tripSections.map((section) => {
      const rows = bookings.rows.filter((row) => row.section === section);
      if (rows.length === 0) return null;
      return (
        <Stack key={section} gap={4}>
          <Title order={3} size="h6">
            {i18n._(sectionTitles[section])}
          </Title>
          <Accordion multiple variant="contained" chevronPosition="left">
            {rows.map((row) => (
              <BookingRowItem
                key={row.row_id}
                tripId={trip.trip.id}
                row={row}
                summary={rowSummary(trip, section, row.row_id, row.row_name)}
                mayEdit={mayEdit}
              />
            ))}
          </Accordion>
        </Stack>
      );
    });
  };
  return (
    <FormSection title={t`Bookings`}>
      <Stack gap="md">
        {bookings?.test_mode && (
          <Alert color="orange" variant="light" icon={<IconFlask />} role="note">
            <Trans>Test mode is on: automatic emails go to the brand's own account.</Trans>
          </Alert>
        )}
        {body()}
      </Stack>
    </FormSection>
  );
}
