import { useLingui } from '@lingui/react';
import { Box, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormSection } from '../../../components/FormSection';
import { FieldControl } from '../../../engine/form/FieldControl';
import type { Option } from '../../../engine/options/remoteOptions';
import { tripFieldId } from '../readiness/goToProblem';
import { type TripAreaId, type TripAreaSpec, type TripInfo, type TripKey, tripAreas } from './tripFields';

export interface TripFormState {
  info: TripInfo;
  locations: Partial<Record<TripKey, Option | null>>;
  errors: Readonly<Record<string, string>>;
  onChange: (patch: Partial<TripInfo>, location?: { key: TripKey; option: Option | null }) => void;
}

interface Props {
  id: TripAreaId;
  form: TripFormState;
  /** Extra content under the fields. */
  children?: ReactNode;
  /** Without the titled card (placed inside another section). */
  bare?: boolean;
}

/** One titled area of the trip's fields (information, customer, owners…). */
export function TripArea({ id, form, children, bare }: Props) {
  const { i18n } = useLingui();
  const area: TripAreaSpec = tripAreas.find((a) => a.id === id)!;
  const title = i18n._(area.title);
  const fields = (
    <SimpleGrid
      cols={{ base: 1, sm: Math.min(area.cols, 2), lg: area.cols }}
      spacing="sm"
      verticalSpacing="xs"
    >
      {area.fields.map((spec) => (
        <FieldControl
          key={spec.key}
          id={tripFieldId(spec.key)}
          spec={spec}
          value={form.info[spec.key]}
          picked={form.locations[spec.key]}
          error={form.errors[spec.key]}
          onChange={(value, picked) =>
            form.onChange(
              { [spec.key]: value },
              spec.kind === 'remote'
                ? { key: spec.key, option: (picked as Option | null) ?? null }
                : undefined,
            )
          }
        />
      ))}
    </SimpleGrid>
  );
  if (bare) {
    return (
      <Box role="group" aria-label={title} maw={640} mb="sm">
        {fields}
      </Box>
    );
  }
  return (
    <FormSection title={title}>
      {fields}
      {children}
    </FormSection>
  );
}
