import { ActionIcon, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconX } from '@tabler/icons-react';
import { FormSection } from '../../../components/FormSection';
import { RemotePicker } from '../../../engine/options/RemotePicker';
import {
  currentLocations,
  hasLocationChanges,
  type LocationEdits,
  locationsReducer,
} from './providerLocations';

interface Props {
  edits: LocationEdits;
  mainId: number | null;
  error?: string;
  onChange: (edits: LocationEdits) => void;
  onMain: (id: number | null) => void;
}

/** The locations the provider serves: add, remove, recover a removed one, or reset to the saved list. */
export function LocationsSection({ edits, mainId, error, onChange, onMain }: Props) {
  const current = currentLocations(edits);
  const removed = edits.saved.filter((l) => edits.removed.includes(l.id));
  const reset = (
    <Button
      variant="subtle"
      size="xs"
      disabled={!hasLocationChanges(edits)}
      onClick={() => onChange(locationsReducer(edits, { type: 'reset' }))}
    >
      Reset locations
    </Button>
  );
  return (
    <FormSection title="Locations" actions={reset}>
      <Stack gap="sm">
        <Group gap={6} role="group" aria-label="Served locations">
          {current.length === 0 && (
            <Text size="sm" c="dimmed">
              No locations.
            </Text>
          )}
          {current.map((l) => (
            <Group key={l.id} gap={2} px={8} py={2} bg="gray.1" style={{ borderRadius: 12 }}>
              <Text size="sm">{l.name}</Text>
              <ActionIcon
                size="xs"
                variant="subtle"
                color="gray"
                aria-label={`Remove location ${l.name}`}
                onClick={() => onChange(locationsReducer(edits, { type: 'remove', id: l.id }))}
              >
                <IconX size={12} />
              </ActionIcon>
            </Group>
          ))}
        </Group>
        {removed.length > 0 && (
          <Group gap={6} role="group" aria-label="Removed on save">
            <Text size="xs" c="dimmed">
              Removed on save:
            </Text>
            {removed.map((l) => (
              <Button
                key={l.id}
                size="compact-xs"
                variant="light"
                color="red"
                td="line-through"
                rightSection={<IconArrowBackUp size={12} aria-hidden />}
                aria-label={`Recover location ${l.name}`}
                onClick={() => onChange(locationsReducer(edits, { type: 'recover', id: l.id }))}
              >
                {l.name}
              </Button>
            ))}
          </Group>
        )}
        <Group grow align="flex-start">
          <RemotePicker
            label="Add location"
            resource="locations"
            exclude={current.map((l) => l.id)}
            onPick={(location) => onChange(locationsReducer(edits, { type: 'add', location }))}
          />
          <Select
            label="Main location"
            clearable
            data={current.map((l) => ({ value: String(l.id), label: l.name }))}
            value={mainId && current.some((l) => l.id === mainId) ? String(mainId) : null}
            onChange={(v) => onMain(v ? Number(v) : null)}
            error={error}
          />
        </Group>
      </Stack>
    </FormSection>
  );
}
