import { Select, SimpleGrid } from '@mantine/core';
import { useMemo } from 'react';
import { FormSection } from '../../../components/FormSection';
import { rationKeys, rationLabels } from './locationDraft';
import type { SectionProps } from './types';
import { idOrNull, selectData } from './useLocationLookups';

/** Shown for a plan without a replacement (spec part 2 §9). */
const noReplacement = { value: '', label: 'NA' };

/** Which meal plan each of the four plans is replaced by at this location. */
export function RationSection({ draft, dispatch, problems, lookups }: SectionProps) {
  const data = useMemo(() => [noReplacement, ...selectData(lookups.meals)], [lookups.meals]);
  return (
    <FormSection title="Ration replacements">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        {rationKeys.map((key) => (
          <Select
            key={key}
            label={rationLabels[key]}
            data={data}
            value={String(draft.rations[key] ?? '')}
            onChange={(v) => dispatch({ type: 'ration', key, id: idOrNull(v) })}
            allowDeselect={false}
            error={problems.fields[`${key}_replacement_id`]}
          />
        ))}
      </SimpleGrid>
    </FormSection>
  );
}
