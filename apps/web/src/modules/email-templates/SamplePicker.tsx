import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../i18n/format';
import { emailTemplatesApi, type SampleTrip, type TemplateSample } from './emailTemplatesApi';

const EXAMPLE = 'example';
const optionOf = (sample: TemplateSample) => (sample ? `${sample.trip_id}:${sample.row_id ?? ''}` : EXAMPLE);

function sampleOf(value: string | null): TemplateSample {
  if (!value || value === EXAMPLE) return null;
  const [trip, row] = value.split(':');
  return { trip_id: Number(trip), ...(row ? { row_id: Number(row) } : {}) };
}

const tripLabel = (trip: SampleTrip) =>
  [trip.trip_name || `#${trip.trip_id}`, formatDate(trip.start_date), `#${trip.trip_id}`]
    .filter(Boolean)
    .join(' · ');
const rowLabel = (row: SampleTrip['rows'][number]) =>
  [formatDate(row.date), row.provider, row.place].filter(Boolean).join(' · ');

interface Props {
  slug: string;
  value: TemplateSample;
  onChange: (sample: TemplateSample) => void;
}

/**
 * What the preview renders with: the example data, or a recent trip and one of its services (the values
 * as the provider will read them). A customer's template picks a trip.
 */
export function SamplePicker({ slug, value, onChange }: Props) {
  const { t } = useLingui();
  const samples = useQuery({
    queryKey: ['email-template-samples', slug],
    queryFn: ({ signal }) => emailTemplatesApi.samples(slug, signal),
  });
  const trips = samples.data?.trips ?? [];
  const data = [
    { value: EXAMPLE, label: t`Example data` },
    ...trips.map((trip) =>
      trip.rows.length === 0
        ? { value: `${trip.trip_id}:`, label: tripLabel(trip) }
        : {
            group: tripLabel(trip),
            items: trip.rows.map((row) => ({ value: `${trip.trip_id}:${row.row_id}`, label: rowLabel(row) })),
          },
    ),
  ];
  return (
    <Select<string>
      size="xs"
      label={t`Preview with`}
      data={data}
      value={optionOf(value)}
      onChange={(next) => onChange(sampleOf(next))}
      allowDeselect={false}
      searchable
      nothingFoundMessage={t`No trip found`}
      description={samples.isLoading ? t`Loading recent trips…` : undefined}
      comboboxProps={{ withinPortal: false }}
    />
  );
}
