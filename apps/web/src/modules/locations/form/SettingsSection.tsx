import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SimpleGrid } from '@mantine/core';
import type { LookupItem } from '@trips/shared/modules/lookups/lookups.schema';
import { FormSection } from '../../../components/FormSection';
import { FieldControl } from '../../../engine/form/FieldControl';
import type { Settings } from './locationDraft';
import { settingsFields } from './locationFields';
import type { SectionProps } from './types';

/** Name, country, region (of that country) and automated processing. */
export function SettingsSection({ draft, dispatch, problems }: SectionProps) {
  const { t } = useLingui();
  const noCountry = draft.country_id === null;
  const inCountry = (region: LookupItem) => region.country_id === draft.country_id;
  const control = <K extends keyof Settings>(key: K) => (
    <FieldControl
      spec={
        key === 'state_id' && noCountry
          ? { ...settingsFields.state_id, placeholder: msg`Choose a country first` }
          : settingsFields[key]
      }
      value={draft[key]}
      error={problems.fields[key]}
      disabled={key === 'state_id' && noCountry}
      filter={key === 'state_id' ? inCountry : undefined}
      onChange={(value) => dispatch({ type: 'settings', patch: { [key]: value } })}
    />
  );
  return (
    <FormSection title={t`Settings`}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        {control('name')}
        {control('country_id')}
        {control('state_id')}
        {control('is_automated_processing')}
      </SimpleGrid>
    </FormSection>
  );
}
