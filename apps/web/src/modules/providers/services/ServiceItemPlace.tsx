import { useLingui } from '@lingui/react/macro';
import { Autocomplete, Table } from '@mantine/core';
import { RemotePicker } from '../../../engine/options/RemotePicker';
import { useLocationQuery } from '../../locations';
import type { ServiceItem } from './servicesDraft';

/** A meeting point's name in the item's language (1 English, 2 Spanish, 3 German). */
const nameColumn = { 1: 'name_eng', 2: 'name_spn', 3: 'name_grm' } as const;

interface Props {
  /** 'Service 1 Location (English)' names each box for assistive technology, from the column's name. */
  label: (field: string) => string;
  item: ServiceItem;
  onChange: (patch: Partial<ServiceItem>) => void;
  error?: string;
}

/**
 * Where one language's item happens: the location, a meeting point offered from that location's meeting
 * points (free text stays possible), and a provider serving the location as meeting point.
 */
export function ServiceItemPlace({ label, item, onChange, error }: Props) {
  const { t } = useLingui();
  const location = useLocationQuery(item.location_id ?? 0).data;
  const column = nameColumn[item.language_id as keyof typeof nameColumn] ?? 'name_eng';
  const points = [
    ...new Set((location?.meeting_points ?? []).map((p) => p[column] || p.name_eng).filter(Boolean)),
  ];
  const noPlace = { meeting_point_name: '', provider_point_id: null, provider_point_name: null };
  return (
    <>
      <Table.Td>
        <RemotePicker
          label={label(t`Location`)}
          hideLabel
          size="xs"
          resource="locations"
          value={item.location_id ? { id: item.location_id, name: item.location_name ?? '' } : null}
          onPick={(l) =>
            l.id !== item.location_id && onChange({ ...noPlace, location_id: l.id, location_name: l.name })
          }
          onClear={() => onChange({ ...noPlace, location_id: null, location_name: null })}
        />
      </Table.Td>
      <Table.Td>
        <Autocomplete
          size="xs"
          aria-label={label(t`Meeting point`)}
          maxLength={100}
          data={points}
          placeholder={points.length > 0 ? t`Choose or type` : undefined}
          value={item.meeting_point_name}
          onChange={(v) => onChange({ meeting_point_name: v })}
        />
      </Table.Td>
      <Table.Td>
        <RemotePicker
          label={label(t`Provider point`)}
          hideLabel
          size="xs"
          resource="providers"
          narrow={item.location_id ? { location_ids: [item.location_id] } : undefined}
          disabled={!item.location_id}
          placeholder={item.location_id ? undefined : t`Choose a location first`}
          value={
            item.provider_point_id
              ? { id: item.provider_point_id, name: item.provider_point_name ?? '' }
              : null
          }
          onPick={(p) => onChange({ provider_point_id: p.id, provider_point_name: p.name })}
          onClear={() => onChange({ provider_point_id: null, provider_point_name: null })}
          error={error}
        />
      </Table.Td>
    </>
  );
}
