import { useLingui } from '@lingui/react/macro';
import { Select, SimpleGrid } from '@mantine/core';
import { useMemo } from 'react';
import { FormSection } from '../../../components/FormSection';
import { rationKeys, rationLabels } from './locationDraft';
import type { SectionProps } from './types';
import { idOrNull, selectData } from './useLocationLookups';

/** Which meal plan each of the four plans is replaced by at this location. */
export function RationSection({ draft, dispatch, problems, lookups }: SectionProps) {
  const { i18n, t } = useLingui();
  // 'NA' is a plan without a replacement (spec part 2 §9).
  const none = t`NA`;
  const data = useMemo(
    () => [{ value: '', label: none }, ...selectData(lookups.meals)],
    [none, lookups.meals],
  );
  return (
    <FormSection title={t`Ration replacements`}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        {rationKeys.map((key) => (
          <Select
            key={key}
            label={i18n._(rationLabels[key])}
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
