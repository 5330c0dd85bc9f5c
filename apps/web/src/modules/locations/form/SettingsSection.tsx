import { useLingui } from '@lingui/react/macro';
import { Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { FormSection } from '../../../components/FormSection';
import { pickable } from '../../../engine/form/pickable';
import { nameMax } from './formErrors';
import type { Settings } from './locationDraft';
import type { SectionProps } from './types';
import { idOrNull, selectData } from './useLocationLookups';

/** Name, country, region (of that country) and automated processing. */
export function SettingsSection({ draft, dispatch, problems, lookups }: SectionProps) {
  const { t } = useLingui();
  const set = (patch: Partial<Settings>) => dispatch({ type: 'settings', patch });
  const regions = useMemo(
    () => selectData(lookups.states.filter((s) => s.country_id === draft.country_id)),
    [lookups.states, draft.country_id],
  );
  const errors = problems.fields;
  return (
    <FormSection title={t`Settings`}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          label={t`Name`}
          required
          maxLength={nameMax}
          value={draft.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
          error={errors.name}
        />
        <Select
          label={t`Country`}
          required
          searchable
          data={selectData(pickable(lookups.countries, draft.country_id))}
          value={draft.country_id === null ? null : String(draft.country_id)}
          onChange={(v) => set({ country_id: idOrNull(v) })}
          error={errors.country_id}
          nothingFoundMessage={t`No country found`}
        />
        <Select
          label={t`Region`}
          searchable
          clearable
          data={regions}
          value={draft.state_id === null ? null : String(draft.state_id)}
          onChange={(v) => set({ state_id: idOrNull(v) })}
          error={errors.state_id}
          disabled={draft.country_id === null}
          placeholder={draft.country_id === null ? t`Choose a country first` : undefined}
          nothingFoundMessage={t`No region found`}
        />
        <Switch
          mt={{ base: 0, sm: 28 }}
          label={t`Automated processing`}
          description={t`Bookings for this location are processed automatically`}
          checked={draft.is_automated_processing}
          onChange={(e) => set({ is_automated_processing: e.currentTarget.checked })}
        />
      </SimpleGrid>
    </FormSection>
  );
}
