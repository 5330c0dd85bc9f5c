import { Box, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormSection } from '../../../components/FormSection';
import type { Option } from '../../../engine/options/remoteOptions';
import { TripFieldControl } from './TripFieldControl';
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
  const area: TripAreaSpec = tripAreas.find((a) => a.id === id)!;
  const fields = (
    <SimpleGrid
      cols={{ base: 1, sm: Math.min(area.cols, 2), lg: area.cols }}
      spacing="sm"
      verticalSpacing="xs"
    >
      {area.fields.map((spec) => (
        <TripFieldControl
          key={spec.key}
          spec={spec}
          info={form.info}
          location={form.locations[spec.key]}
          error={form.errors[spec.key]}
          onChange={(patch, location) =>
            form.onChange(patch, location === undefined ? undefined : { key: spec.key, option: location })
          }
        />
      ))}
    </SimpleGrid>
  );
  if (bare) {
    return (
      <Box role="group" aria-label={area.title} maw={640} mb="sm">
        {fields}
      </Box>
    );
  }
  return (
    <FormSection title={area.title}>
      {fields}
      {children}
    </FormSection>
  );
}
