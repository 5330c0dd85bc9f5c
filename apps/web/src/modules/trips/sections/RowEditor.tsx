import { Trans, useLingui } from '@lingui/react/macro';
import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TripSection } from '@trips/shared/modules/trips/trips.constants';
import type { RowErrors } from '../../../engine/edits/fieldErrors';
import { CostText } from './CostText';
import { AccommodationPlaces, OtherPlaces, TransferPlaces } from './Places';
import { RowField } from './RowField';
import { ownFields, type RowFieldSpec, serviceGroups } from './rowFields';
import type { AnyDraftRow, DraftRow } from './rows';
import type { LiveCost } from './useLiveCosts';

interface Props {
  section: TripSection;
  row: AnyDraftRow;
  cost: LiveCost | undefined;
  errors: RowErrors;
  onChange: (patch: Partial<AnyDraftRow>) => void;
}

function Fields({
  title,
  fields,
  row,
  errors,
  onChange,
}: Omit<Props, 'section' | 'cost'> & {
  title: string;
  fields: readonly RowFieldSpec[];
}) {
  const switches = fields.filter((spec) => spec.kind === 'boolean');
  const control = (spec: RowFieldSpec) => (
    <RowField
      key={spec.key}
      spec={spec}
      row={row}
      error={errors[spec.key]}
      onChange={(patch) => onChange(patch as Partial<AnyDraftRow>)}
    />
  );
  return (
    <Stack gap={4}>
      <Title order={4} size="h6" c="dimmed">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs" verticalSpacing={4}>
        {fields.filter((spec) => spec.kind !== 'boolean').map(control)}
      </SimpleGrid>
      {switches.length > 0 && (
        <Group gap="lg" mt={4}>
          {switches.map(control)}
        </Group>
      )}
    </Stack>
  );
}

/** Where a row happens and who provides it: each kind's own pickers. */
function RowPlaces({ section, row, errors, onChange }: Omit<Props, 'cost'>) {
  const change = (patch: object) => onChange(patch as Partial<AnyDraftRow>);
  if (section === 'accommodations')
    return <AccommodationPlaces row={row as DraftRow<'accommodations'>} errors={errors} onChange={change} />;
  if (section === 'other_services')
    return <OtherPlaces row={row as DraftRow<'other_services'>} errors={errors} onChange={change} />;
  return <TransferPlaces row={row as DraftRow<'luggage_transfers'>} errors={errors} onChange={change} />;
}

/** Every field of one service row (spec part 2 §3), with its theoretical cost as it is priced now. */
export function RowEditor(props: Props) {
  const { section, row, cost, errors } = props;
  const { t, i18n } = useLingui();
  const unplaced = Object.entries(errors).filter(([field]) => field === '' || !(field in row));
  return (
    <Stack gap="sm" py="xs">
      <RowPlaces {...props} />
      <Group gap="xs">
        <Text size="xs" c="dimmed">
          <Trans>Theoretical cost:</Trans>
        </Text>
        <CostText cost={cost} />
      </Group>
      <Fields {...props} title={t`Service`} fields={ownFields[section]} />
      {serviceGroups.map((group) => (
        <Fields key={group.title.id} {...props} title={i18n._(group.title)} fields={group.fields} />
      ))}
      {unplaced.map(([field, message]) => (
        <Text key={field} size="xs" c="red" role="alert">
          {message}
        </Text>
      ))}
    </Stack>
  );
}
