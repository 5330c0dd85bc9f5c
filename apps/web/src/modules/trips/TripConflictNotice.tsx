import { Trans, useLingui } from '@lingui/react/macro';
import { Loader, Table, Text } from '@mantine/core';
import { StaleNotice } from '../../components/StaleNotice';
import type { Option } from '../../engine/options/remoteOptions';
import { ChangeValue } from './ChangeValue';
import { type TripInfo, type TripKey, tripFieldLabel } from './form/tripFields';
import { tripTexts } from './form/tripTexts';
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
  const { t, i18n } = useLingui();
  const { latest, changes, overlap, failed } = conflict;
  const both = overlap.map(tripFieldLabel).join(', ');
  return (
    <StaleNotice
      subject={t({ message: 'trip', comment: 'In "This {what} was changed by someone else"' })}
      message={i18n._(tripTexts.stale)}
      reloading={reloading}
      onReload={onReload}
      onApply={onApply}
      applyDisabled={!latest}
    >
      {!latest && !failed && <Loader size="xs" ml="xs" aria-label={t`Loading what changed`} />}
      {failed && (
        <Text size="sm" c="red" mt="xs">
          <Trans>unable to find information</Trans>
        </Text>
      )}
      {latest && (
        <>
          <Text size="sm" fw={600} mt="sm">
            <Trans>What changed since you loaded the trip</Trans>
          </Text>
          {changes.length === 0 ? (
            <Text size="sm">
              <Trans>No saved value differs from the version you loaded.</Trans>
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={520} mah={280}>
              <Table fz="sm" withTableBorder striped aria-label={t`What changed`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <Trans>Where</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Field</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>When you loaded</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Now</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Your edit</Trans>
                    </Table.Th>
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
              <Trans>
                You both changed <strong>{both}</strong>: applying your edits keeps your values for these.
              </Trans>
            </Text>
          )}
        </>
      )}
    </StaleNotice>
  );
}
