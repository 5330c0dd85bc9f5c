import { SimpleGrid, Stack } from '@mantine/core';
import { FormErrors } from '../../../components/FormErrors';
import { ModuleAnchor } from '../ModuleAnchor';
import { PriorityListsSection } from '../priority/PriorityListsSection';
import { MeetingPointsSection } from './MeetingPointsSection';
import { RationSection } from './RationSection';
import { SettingsSection } from './SettingsSection';
import type { SectionProps } from './types';
import { VariationsSection } from './VariationsSection';

/**
 * The sections of a location, for both the new-location and the detail screen. A saved location also
 * shows its hotel, superior and emergency-transfer priority lists, which save on their own (own version).
 */
export function LocationForm(props: SectionProps & { saved?: { id: number; mayEdit: boolean } }) {
  return (
    <Stack gap="md">
      <FormErrors errors={props.problems.other} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ModuleAnchor module="settings">
          <SettingsSection {...props} />
        </ModuleAnchor>
        <ModuleAnchor module="ration">
          <RationSection {...props} />
        </ModuleAnchor>
      </SimpleGrid>
      <ModuleAnchor module="name-variations">
        <VariationsSection {...props} />
      </ModuleAnchor>
      <ModuleAnchor module="meeting-points">
        <MeetingPointsSection {...props} />
      </ModuleAnchor>
      {props.saved && (
        <ModuleAnchor module="priority-lists">
          <PriorityListsSection locationId={props.saved.id} mayEdit={props.saved.mayEdit} />
        </ModuleAnchor>
      )}
    </Stack>
  );
}
