import { SimpleGrid, Stack } from '@mantine/core';
import { FormErrors } from '../../../components/FormErrors';
import { MeetingPointsSection } from './MeetingPointsSection';
import { RationSection } from './RationSection';
import { SettingsSection } from './SettingsSection';
import type { SectionProps } from './types';
import { VariationsSection } from './VariationsSection';

/**
 * The sections of a location, for both the new-location and the detail screen. The providers issue adds
 * the hotel, superior and emergency-transfer priority lists here, as further sections of the same draft.
 */
export function LocationForm(props: SectionProps) {
  return (
    <Stack gap="md">
      <FormErrors errors={props.problems.other} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <SettingsSection {...props} />
        <RationSection {...props} />
      </SimpleGrid>
      <VariationsSection {...props} />
      <MeetingPointsSection {...props} />
    </Stack>
  );
}
