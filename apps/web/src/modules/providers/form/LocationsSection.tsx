import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconX } from '@tabler/icons-react';
import { FormSection } from '../../../components/FormSection';
import { FieldControl } from '../../../engine/form/FieldControl';
import { RemotePicker } from '../../../engine/options/RemotePicker';
import {
  currentLocations,
  hasLocationChanges,
  type LocationEdits,
  locationsReducer,
} from './providerLocations';

/** The location the provider is known by, among those it serves. */
const mainField = { key: 'location_id', label: msg`Main location`, kind: 'select', options: [] } as const;

interface Props {
  edits: LocationEdits;
  mainId: number | null;
  error?: string;
  onChange: (edits: LocationEdits) => void;
  onMain: (id: number | null) => void;
}

/** The locations the provider serves: add, remove, recover a removed one, or reset to the saved list. */
export function LocationsSection({ edits, mainId, error, onChange, onMain }: Props) {
  const { t } = useLingui();
  const current = currentLocations(edits);
  const removed = edits.saved.filter((l) => edits.removed.includes(l.id));
  const reset = (
    <Button
      variant="subtle"
      size="xs"
      disabled={!hasLocationChanges(edits)}
      onClick={() => onChange(locationsReducer(edits, { type: 'reset' }))}
    >
      <Trans>Reset locations</Trans>
    </Button>
  );
  return (
    <FormSection title={t`Locations`} actions={reset}>
      <Stack gap="sm">
        <Group gap={6} role="group" aria-label={t`Served locations`}>
          {current.length === 0 && (
            <Text size="sm" c="dimmed">
              <Trans>No locations.</Trans>
            </Text>
          )}
          {current.map((l) => {
            const name = l.name;
            return (
              <Group key={l.id} gap={2} px={8} py={2} bg="gray.1" style={{ borderRadius: 12 }}>
                <Text size="sm">{l.name}</Text>
                <ActionIcon
                  size="xs"
                  variant="subtle"
                  color="gray"
                  aria-label={t`Remove location ${name}`}
                  onClick={() => onChange(locationsReducer(edits, { type: 'remove', id: l.id }))}
                >
                  <IconX size={12} />
                </ActionIcon>
              </Group>
            );
          })}
        </Group>
        {removed.length > 0 && (
          <Group gap={6} role="group" aria-label={t`Removed on save`}>
            <Text size="xs" c="dimmed">
              <Trans>Removed on save:</Trans>
            </Text>
            {removed.map((l) => {
              const name = l.name;
              return (
                <Button
                  key={l.id}
                  size="compact-xs"
                  variant="light"
                  color="red"
                  td="line-through"
                  rightSection={<IconArrowBackUp size={12} aria-hidden />}
                  aria-label={t`Recover location ${name}`}
                  onClick={() => onChange(locationsReducer(edits, { type: 'recover', id: l.id }))}
                >
                  {l.name}
                </Button>
              );
            })}
          </Group>
        )}
        <Group grow align="flex-start">
          <RemotePicker
            label={t`Add location`}
            resource="locations"
            exclude={current.map((l) => l.id)}
            onPick={(location) => onChange(locationsReducer(edits, { type: 'add', location }))}
          />
          <FieldControl
            spec={{ ...mainField, options: current.map((l) => ({ value: String(l.id), label: l.name })) }}
            value={mainId && current.some((l) => l.id === mainId) ? String(mainId) : null}
            onChange={(v) => onMain(v ? Number(v) : null)}
            error={error}
          />
        </Group>
      </Stack>
    </FormSection>
  );
}
