import { useLingui } from '@lingui/react';
import { SimpleGrid, Stack } from '@mantine/core';
import type { Dispatch } from 'react';
import { FormErrors } from '../../../components/FormErrors';
import { FormSection } from '../../../components/FormSection';
import type { FormProblems } from '../../../engine/edits/fieldErrors';
import { FieldControl } from '../../../engine/form/FieldControl';
import { type ProviderFieldSpec, providerSections } from './fieldSpecs';
import { LocationsSection } from './LocationsSection';
import type { DraftAction, ProviderDraft, ProviderFields } from './providerDraft';

interface Props {
  draft: ProviderDraft;
  dispatch: Dispatch<DraftAction>;
  problems: FormProblems;
}

/** The provider's general data, for both the new-provider and the detail screen. */
export function ProviderForm({ draft, dispatch, problems }: Props) {
  const { i18n } = useLingui();
  const set = (patch: Partial<ProviderFields>) => dispatch({ type: 'fields', patch });
  const { fields } = draft;
  // A category is never empty (0 means "choose one"); regions offered are those of the chosen country.
  const control = (spec: ProviderFieldSpec) => (
    <FieldControl
      key={spec.key}
      spec={spec}
      value={fields[spec.key]}
      error={problems.fields[spec.key]}
      filter={spec.key === 'state_id' ? (i) => i.country_id === fields.country_id : undefined}
      onChange={(value) => set({ [spec.key]: spec.key === 'category_id' ? (value ?? 0) : value })}
    />
  );
  const [general, ...rest] = providerSections;
  const section = ({ title, wide, fields: specs }: (typeof providerSections)[number]) => (
    <FormSection key={title.id} title={i18n._(title)}>
      <SimpleGrid cols={{ base: 1, sm: wide ? 1 : 2 }} spacing="sm">
        {specs.map(control)}
      </SimpleGrid>
    </FormSection>
  );
  return (
    <Stack gap="md">
      <FormErrors errors={problems.other} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {section(general)}
        <LocationsSection
          edits={draft.locations}
          mainId={draft.fields.location_id}
          error={problems.fields.location_id ?? problems.fields.locations}
          onChange={(edits) => dispatch({ type: 'locations', edits })}
          onMain={(location_id) => set({ location_id })}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {rest.map(section)}
      </SimpleGrid>
    </Stack>
  );
}
