import { useLingui } from '@lingui/react/macro';
import { SimpleGrid } from '@mantine/core';
import { serviceNameIn } from '@trips/shared/modules/providers/provider-services.schema';
import { transferTypeIds, tripDefaults } from '@trips/shared/modules/trips/trips.constants';
import type { RowErrors } from '../../../engine/edits/fieldErrors';
import { RemotePicker } from '../../../engine/options/RemotePicker';
import type { Option } from '../../../engine/options/remoteOptions';
import { useLookup } from '../../../engine/options/useLookup';
import { MeetingPointSelect, optionOf, ProviderPicker, ServiceSelect } from './Pickers';
import { RowField } from './RowField';
import { placeLabels, type RowFieldSpec } from './rowFields';
import type { DraftRow } from './rows';

interface Props<Row> {
  row: Row;
  errors: RowErrors;
  onChange: (patch: Partial<Row>) => void;
}

/** A location picker that sets the id and name fields of one place of the row. */
function LocationPicker({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: Option | null;
  onChange: (option: Option | null) => void;
  error?: string;
}) {
  const { t } = useLingui();
  return (
    <RemotePicker
      label={label}
      resource="locations"
      size="xs"
      value={value}
      onPick={onChange}
      onClear={() => onChange(null)}
      placeholder={t`Search locations…`}
      error={error}
    />
  );
}

const none = tripDefaults.noMeetingPoint;

export function AccommodationPlaces({ row, errors, onChange }: Props<DraftRow<'accommodations'>>) {
  const { i18n } = useLingui();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
      <LocationPicker
        label={i18n._(placeLabels.location_id)}
        value={optionOf(row.location_id, row.location_name)}
        onChange={(o) => onChange({ location_id: o?.id ?? null, location_name: o?.name ?? null })}
        error={errors.location_id}
      />
      <ProviderPicker
        label={i18n._(placeLabels.provider_id)}
        type="accommodation"
        locationIds={[row.location_id]}
        value={optionOf(row.provider_id, row.provider_name)}
        onChange={(o) => onChange({ provider_id: o?.id ?? null, provider_name: o?.name ?? null })}
        error={errors.provider_id}
      />
    </SimpleGrid>
  );
}

type Transfer = DraftRow<'luggage_transfers'>;

/** One end of a transfer: its location, a meeting point there, and the hotel there. */
const endLabels = {
  from: {
    location: placeLabels.from_location_id,
    meetingPoint: placeLabels.from_meeting_point_id,
    hotel: placeLabels.from_provider_id,
  },
  to: {
    location: placeLabels.to_location_id,
    meetingPoint: placeLabels.to_meeting_point_id,
    hotel: placeLabels.to_provider_id,
  },
};

function TransferEnd({ end, row, errors, onChange: change }: Props<Transfer> & { end: 'from' | 'to' }) {
  const { i18n } = useLingui();
  const labels = endLabels[end];
  const onChange = (patch: Record<string, unknown>) => change(patch as Partial<Transfer>);
  const locationId = row[`${end}_location_id`];
  return (
    <>
      <LocationPicker
        label={i18n._(labels.location)}
        value={optionOf(locationId, row[`${end}_location_name`])}
        onChange={(o) =>
          onChange({
            [`${end}_location_id`]: o?.id ?? null,
            [`${end}_location_name`]: o?.name ?? null,
            [`${end}_meeting_point_id`]: none,
            [`${end}_meeting_point_name`]: null,
          })
        }
        error={errors[`${end}_location_id`]}
      />
      <MeetingPointSelect
        label={i18n._(labels.meetingPoint)}
        locationId={locationId}
        value={row[`${end}_meeting_point_id`]}
        onChange={(id, name) =>
          onChange({ [`${end}_meeting_point_id`]: id, [`${end}_meeting_point_name`]: name })
        }
        error={errors[`${end}_meeting_point_id`]}
      />
      <ProviderPicker
        label={i18n._(labels.hotel)}
        type="accommodation"
        sameLocationFirst={row.transfer_type_id !== transferTypeIds.normal}
        locationIds={[locationId]}
        value={optionOf(row[`${end}_provider_id`], row[`${end}_provider_name`])}
        onChange={(o) =>
          onChange({ [`${end}_provider_id`]: o?.id ?? null, [`${end}_provider_name`]: o?.name ?? null })
        }
        error={errors[`${end}_provider_id`]}
      />
    </>
  );
}

export function TransferPlaces(props: Props<Transfer>) {
  const { row, errors, onChange } = props;
  const { i18n } = useLingui();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
      <TransferEnd end="from" {...props} />
      <TransferEnd end="to" {...props} />
      <ProviderPicker
        label={i18n._(placeLabels.provider_id)}
        type="transfer"
        locationIds={[row.from_location_id, row.to_location_id]}
        value={optionOf(row.provider_id, row.provider_name)}
        onChange={(o) => onChange({ provider_id: o?.id ?? null, provider_name: o?.name ?? null })}
        error={errors.provider_id}
      />
    </SimpleGrid>
  );
}

type Other = DraftRow<'other_services'>;
const serviceType: RowFieldSpec = {
  key: 'service_type_id',
  label: placeLabels.service_type_id,
  kind: 'lookup',
  lookup: 'other_service_types',
  name: 'service_type_name',
};

export function OtherPlaces({ row, errors, onChange }: Props<Other>) {
  const { i18n } = useLingui();
  const types = useLookup('other_service_types').data ?? [];
  const typeName = (id: number | null) => types.find((t) => t.id === id)?.name ?? null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
      <LocationPicker
        label={i18n._(placeLabels.location_id)}
        value={optionOf(row.location_id, row.location_name)}
        onChange={(o) =>
          onChange({
            location_id: o?.id ?? null,
            location_name: o?.name ?? null,
            meeting_point_id: none,
            meeting_point_name: null,
          })
        }
        error={errors.location_id}
      />
      <MeetingPointSelect
        label={i18n._(placeLabels.meeting_point_id)}
        locationId={row.location_id}
        value={row.meeting_point_id}
        onChange={(id, name) => onChange({ meeting_point_id: id, meeting_point_name: name })}
        error={errors.meeting_point_id}
      />
      <RemotePicker
        label={i18n._(placeLabels.provider_point_id)}
        resource="providers"
        size="xs"
        narrow={row.location_id ? { location_ids: [row.location_id] } : undefined}
        value={optionOf(row.provider_point_id, row.provider_point_name)}
        onPick={(o) => onChange({ provider_point_id: o.id, provider_point_name: o.name })}
        onClear={() => onChange({ provider_point_id: null, provider_point_name: null })}
        error={errors.provider_point_id}
      />
      <ProviderPicker
        label={i18n._(placeLabels.provider_id)}
        type="other"
        locationIds={[row.location_id]}
        value={optionOf(row.provider_id, row.provider_name)}
        onChange={(o) =>
          onChange({
            provider_id: o?.id ?? null,
            provider_name: o?.name ?? null,
            service_id: null,
            service_name: null,
          })
        }
        error={errors.provider_id}
      />
      <ServiceSelect
        providerId={row.provider_id}
        value={row.service_id}
        onChange={(s) =>
          onChange({
            service_id: s?.id ?? null,
            service_name: s ? serviceNameIn(s, i18n.locale) : null,
            ...(s?.service_type_id
              ? { service_type_id: s.service_type_id, service_type_name: typeName(s.service_type_id) }
              : {}),
          })
        }
        error={errors.service_id}
      />
      <RowField spec={serviceType} row={row} onChange={onChange} error={errors.service_type_id} />
    </SimpleGrid>
  );
}
