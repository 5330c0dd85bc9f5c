import { Loader, Table, Text } from '@mantine/core';
import { tripMessages } from '@trips/shared/modules/trips/trips.constants';
import { StaleNotice } from '../../components/StaleNotice';
import type { Option } from '../../engine/options/remoteOptions';
import { ChangeValue } from './ChangeValue';
import { type TripInfo, type TripKey, tripFieldSpecs } from './form/tripFields';
import type { TripConflict } from './useTripEditor';

interface Props {
  conflict: TripConflict;
  /** My unsaved values and which trip fields I edited, shown beside theirs. */
  mine: TripInfo;
  edited: readonly TripKey[];
  /** The names of my chosen locations. */
  locations: Partial<Record<TripKey, Option | null>>;
  reloading: boolean;
  onReload: () => void;
  onApply: () => void;
}

/** A stale save: the message, what the other save changed (saved values, theirs against mine), the choices. */
export function TripConflictNotice({
  conflict,
  mine,
  edited,
  locations,
  reloading,
  onReload,
  onApply,
}: Props) {
  const { latest, changes, overlap, failed } = conflict;
  return (
    <StaleNotice
      subject="trip"
      message={tripMessages.stale}
      reloading={reloading}
      onReload={onReload}
      onApply={onApply}
      applyDisabled={!latest}
    >
      {!latest && !failed && <Loader size="xs" ml="xs" aria-label="Loading what changed" />}
      {failed && (
        <Text size="sm" c="red" mt="xs">
          unable to find information
        </Text>
      )}
      {latest && (
        <>
          <Text size="sm" fw={600} mt="sm">
            What changed since you loaded the trip
          </Text>
          {changes.length === 0 ? (
            <Text size="sm">No saved value differs from the version you loaded.</Text>
          ) : (
            <Table.ScrollContainer minWidth={520} mah={280}>
              <Table fz="sm" withTableBorder striped aria-label="What changed">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Where</Table.Th>
                    <Table.Th>Field</Table.Th>
                    <Table.Th>When you loaded</Table.Th>
                    <Table.Th>Now</Table.Th>
                    <Table.Th>Your edit</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {changes.map((c) => (
                    <Table.Tr key={`${c.subject}:${c.field}`}>
                      <Table.Td>{c.subject}</Table.Td>
                      <Table.Td>{c.label}</Table.Td>
                      <Table.Td>
                        <ChangeValue change={c} side="before" />
                      </Table.Td>
                      <Table.Td>
                        <ChangeValue change={c} side="after" />
                      </Table.Td>
                      <Table.Td>
                        {c.tripKey && edited.includes(c.tripKey) ? (
                          <ChangeValue
                            change={{
                              ...c,
                              after: mine[c.tripKey],
                              afterText:
                                c.tripKey in locations ? (locations[c.tripKey]?.name ?? '') : undefined,
                            }}
                            side="after"
                          />
                        ) : (
                          <Text span size="sm" c="dimmed">
                            —
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {overlap.length > 0 && (
            <Text size="sm" mt="xs">
              You both changed <strong>{overlap.map((k) => tripFieldSpecs[k].label).join(', ')}</strong>:
              applying your edits keeps your values for these.
            </Text>
          )}
        </>
      )}
    </StaleNotice>
  );
}
