import { useLingui } from '@lingui/react/macro';
import { SimpleGrid } from '@mantine/core';
import { FormSection } from '../../../components/FormSection';
import { FieldControl } from '../../../engine/form/FieldControl';
import { rationKeys } from './locationDraft';
import { rationField } from './locationFields';
import type { SectionProps } from './types';

/** Which meal plan each of the four plans is replaced by at this location. */
export function RationSection({ draft, dispatch, problems }: SectionProps) {
  const { t } = useLingui();
  return (
    <FormSection title={t`Ration replacements`}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        {rationKeys.map((key) => (
          <FieldControl
            key={key}
            spec={rationField(key)}
            value={draft.rations[key]}
            error={problems.fields[`${key}_replacement_id`]}
            onChange={(id) => dispatch({ type: 'ration', key, id: id as number | null })}
          />
        ))}
      </SimpleGrid>
    </FormSection>
  );
}
