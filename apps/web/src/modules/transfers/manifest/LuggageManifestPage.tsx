import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { ExportButton } from '../../../engine/export/ExportButton';
import { DateField } from '../../../engine/form/controls/DateField';
import { RemotePicker } from '../../../engine/options/RemotePicker';
import type { Option } from '../../../engine/options/remoteOptions';
import { useListExport } from '../../../engine/toolbar/useListExport';
import { formatDate } from '../../../i18n/format';
import { pathTo } from '../../../lib/paths';
import { ManifestTable } from './ManifestTable';
import classes from './manifest.module.css';
import { manifestBody, useManifest } from './manifestQuery';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * /luggage-manifest?date=&provider=: one transfer company's bag pick-ups and drop-offs of one day, printable
 * (the print stylesheet keeps only the sheet) and exported as CSV or XLSX by the list engine.
 */
export default function LuggageManifestPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const date = params.get('date') || today();
  const providerId = Number(params.get('provider')) || null;
  const [picked, setPicked] = useState<Option | null>(null);
  const query = useManifest(date, providerId);
  const rows = query.data?.items ?? [];
  const providerName = picked?.id === providerId ? picked.name : (rows[0]?.provider_name ?? null);
  const shown: Option | null = providerId ? { id: providerId, name: providerName ?? `#${providerId}` } : null;
  const set = (next: { date?: string; provider?: number | null }) => {
    const merged = {
      date: next.date ?? date,
      provider: next.provider === undefined ? providerId : next.provider,
    };
    setParams(
      { date: merged.date, ...(merged.provider ? { provider: String(merged.provider) } : {}) },
      { replace: true },
    );
  };
  const exporter = useListExport('luggage_manifest', () => ({ ...manifestBody(date, providerId ?? 0) }));
  const title = t`Luggage manifest`;
  return (
    <Stack gap="md" className={classes.sheet}>
      <div className={classes.controls}>
        <PageHeader
          title={title}
          trail={[{ label: t`Transfers`, to: pathTo('transfers') }]}
          actions={
            providerId && (
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconPrinter size={14} />}
                  onClick={() => window.print()}
                >
                  {t`Print`}
                </Button>
                <ExportButton running={exporter.running} run={exporter.run} />
              </Group>
            )
          }
        />
        <Group align="flex-end" gap="md" mt="sm">
          <DateField label={t`Day`} value={date} onChange={(day) => day && set({ date: day })} w={200} />
          <RemotePicker
            label={t`Transfer company`}
            resource="providers"
            narrow={{ type: 'transfer' }}
            value={shown}
            onPick={(option) => {
              setPicked(option);
              set({ provider: option.id });
            }}
            onClear={() => set({ provider: null })}
          />
        </Group>
      </div>
      <Title order={2} size="h4" className={classes.printTitle}>
        {t`Luggage manifest of ${providerName ?? ''}, ${formatDate(date)}`}
      </Title>
      {!providerId && <Text c="dimmed">{t`Choose a transfer company to see its bag moves of the day.`}</Text>}
      {providerId && query.isError && (
        <Alert color="red" variant="light">
          {t`unable to find transfers`}
        </Alert>
      )}
      {providerId && query.isPending && <Loader size="sm" />}
      {providerId && query.data && rows.length === 0 && (
        <Text c="dimmed">{t`No bags to move for this company on ${formatDate(date)}.`}</Text>
      )}
      {rows.length > 0 && <ManifestTable rows={rows} />}
    </Stack>
  );
}
