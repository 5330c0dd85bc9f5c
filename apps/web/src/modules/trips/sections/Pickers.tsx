import { useLingui } from '@lingui/react/macro';
import { Box, Group, Select, Switch } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  type ProviderService,
  serviceNameIn,
} from '@trips/shared/modules/providers/provider-services.schema';
import { tripDefaults } from '@trips/shared/modules/trips/trips.constants';
import { useState } from 'react';
import { RemotePicker } from '../../../engine/options/RemotePicker';
import type { Option } from '../../../engine/options/remoteOptions';
import { useLocationQuery } from '../../locations';
import { providerServicesQuery } from './providerQueries';

/** The option a picker shows for an id and the name the row carries beside it. */
export const optionOf = (id: number | null, name: string | null): Option | null =>
  id ? { id, name: name ?? '' } : null;

interface ProviderPickerProps {
  label: string;
  /** Picker type of POST /providers/options (spec part 2 §9). */
  type: 'accommodation' | 'transfer' | 'other';
  /** The row's locations: with "Same location" on, only providers serving them (a transfer: both). */
  locationIds: readonly (number | null)[];
  value: Option | null;
  onChange: (option: Option | null) => void;
  error?: string;
  /** The same-location toggle starts on (spec part 2 §9), except for the one picker that starts off. */
  sameLocationFirst?: boolean;
}

/** Providers of a kind, 10 at a time, narrowed to the row's locations while the same-location toggle is on. */
export function ProviderPicker(props: ProviderPickerProps) {
  const { label, type, locationIds, value, onChange, error, sameLocationFirst = true } = props;
  const { t } = useLingui();
  const [sameLocation, setSameLocation] = useState(sameLocationFirst);
  const ids = locationIds.filter((id): id is number => !!id);
  const narrow = { type, ...(sameLocation && ids.length > 0 ? { location_ids: ids } : {}) };
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Box flex={1} maw={420}>
        <RemotePicker
          label={label}
          resource="providers"
          size="xs"
          narrow={narrow}
          value={value}
          onPick={onChange}
          onClear={() => onChange(null)}
          placeholder={t`Search providers…`}
          error={error}
        />
      </Box>
      <Switch
        size="xs"
        mb={6}
        label={t`Same location`}
        aria-label={t`${label}: only at the same location`}
        checked={sameLocation}
        disabled={ids.length === 0}
        onChange={(e) => setSameLocation(e.currentTarget.checked)}
      />
    </Group>
  );
}

interface MeetingPointProps {
  label: string;
  locationId: number | null;
  /** -1 for none (spec part 2 §3). */
  value: number | null;
  onChange: (id: number, name: string | null) => void;
  error?: string;
}

/** One of the location's meeting points, or none. */
export function MeetingPointSelect({ label, locationId, value, onChange, error }: MeetingPointProps) {
  const { t } = useLingui();
  const points = useLocationQuery(locationId ?? 0).data?.meeting_points ?? [];
  const none = String(tripDefaults.noMeetingPoint);
  return (
    <Select
      size="xs"
      label={label}
      searchable
      allowDeselect={false}
      disabled={!locationId}
      data={[
        { value: none, label: t`None` },
        ...points.map((p) => ({ value: String(p.id), label: p.name_eng })),
      ]}
      value={value && value > 0 ? String(value) : none}
      onChange={(v) => {
        const id = Number(v ?? none);
        onChange(id, points.find((p) => p.id === id)?.name_eng ?? null);
      }}
      error={error}
    />
  );
}

interface ServiceProps {
  providerId: number | null;
  value: number | null;
  onChange: (service: ProviderService | null) => void;
  error?: string;
}

/** One of the services the row's provider sells (GET /providers/{id}/services). */
export function ServiceSelect({ providerId, value, onChange, error }: ServiceProps) {
  const { t, i18n } = useLingui();
  const query = useQuery({ ...providerServicesQuery(providerId ?? 0), enabled: !!providerId });
  const services = query.data?.services ?? [];
  return (
    <Select
      size="xs"
      label={t`Service`}
      searchable
      clearable
      disabled={!providerId}
      placeholder={providerId ? undefined : t`Choose a provider first`}
      data={services.map((s) => ({ value: String(s.id), label: serviceNameIn(s, i18n.locale) }))}
      value={value ? String(value) : null}
      onChange={(v) => onChange(services.find((s) => String(s.id) === v) ?? null)}
      nothingFoundMessage={query.isFetching ? t`Loading…` : t`This provider sells no services`}
      error={error}
    />
  );
}
