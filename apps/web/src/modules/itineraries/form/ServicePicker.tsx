import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { serviceNameIn } from '@trips/shared/modules/providers/provider-services.schema';
import { RemotePicker } from '../../../engine/options/RemotePicker';
import { tr } from '../../../i18n/tr';
import { useProviderServices } from '../itinerariesApi';
import type { DraftRow } from './itineraryDraft';

interface Props {
  row: DraftRow;
  rowLabel: string;
  error?: string;
  onChange: (patch: Record<string, unknown>) => void;
}

/** A provider of other services, then one of the services it sells. */
export function ServicePicker({ row, rowLabel, error, onChange }: Props) {
  const { t, i18n } = useLingui();
  const v = row.values;
  const providerId = (v.provider_id as number | null) ?? null;
  const query = useProviderServices(providerId);
  const services = query.data?.services ?? [];
  const chosen = v.service_id ? String(v.service_id) : null;
  // The saved service shows by its name until the provider's services are read.
  const data = services.map((s) => ({ value: String(s.id), label: serviceNameIn(s, i18n.locale) }));
  if (chosen && !data.some((d) => d.value === chosen))
    data.unshift({ value: chosen, label: String(v.service_name ?? chosen) });
  return (
    <>
      <RemotePicker
        label={t`Provider`}
        resource="providers"
        size="xs"
        narrow={{ type: 'other' }}
        value={providerId ? { id: providerId, name: String(v.provider_name ?? '') } : null}
        onPick={(option) =>
          onChange({
            provider_id: option.id,
            provider_name: option.name,
            service_id: null,
            service_name: null,
          })
        }
        onClear={() =>
          onChange({ provider_id: null, provider_name: null, service_id: null, service_name: null })
        }
        placeholder={t`Search providers…`}
      />
      <Select
        size="xs"
        label={t`Service`}
        aria-label={t`Service (${rowLabel})`}
        required
        searchable
        disabled={!providerId}
        placeholder={providerId ? undefined : t`Choose a provider first`}
        data={data}
        value={chosen}
        onChange={(value) =>
          onChange({
            service_id: value ? Number(value) : null,
            service_name: data.find((d) => d.value === value)?.label ?? null,
          })
        }
        nothingFoundMessage={query.isFetching ? t`Loading…` : t`This provider sells no services`}
        error={error && tr(error, i18n)}
      />
    </>
  );
}
