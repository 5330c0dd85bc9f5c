import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { itineraryLimits } from '@trips/shared/modules/itineraries/itineraries.constants';
import type { RoomPlan } from '@trips/shared/modules/itineraries/itineraries.schema';
import type { RowErrors } from '../../../engine/edits/fieldErrors';
import { FieldControl } from '../../../engine/form/FieldControl';
import { labelText } from '../../../engine/form/fieldSpec';
import { tr } from '../../../i18n/tr';
import { roomPlanFields } from './fieldSpecs';
import { blankPlan, sleeps } from './itineraryDraft';

interface Props {
  plans: readonly RoomPlan[];
  /** The stage's errors: `room_plans.{j}.{key}` are this list's. */
  errors?: RowErrors;
  /** The stage's name, ending each input's name ("Double, party of 2 (Stage 1)"). */
  stageLabel: string;
  onChange: (plans: RoomPlan[]) => void;
  disabled?: boolean;
}

/** The rooms a party of each size takes at a stage: a small table, a row per party size. */
export function RoomPlans({ plans, errors = {}, stageLabel, onChange, disabled }: Props) {
  const { t, i18n } = useLingui();
  const edit = (j: number, key: string, value: unknown) =>
    onChange(plans.map((p, i) => (i === j ? { ...p, [key]: typeof value === 'number' ? value : 0 } : p)));
  const nextParty = Math.min(itineraryLimits.partySize, Math.max(0, ...plans.map((p) => p.party)) + 1);
  return (
    <Stack gap={4}>
      <Text size="xs" fw={600} id={`${stageLabel}-rooms`}>
        {t`Rooms by party size`}
      </Text>
      {plans.length === 0 ? (
        <Text size="xs" c="dimmed">
          {t`No room plans: the rooms are chosen when a trip is made.`}
        </Text>
      ) : (
        <Table
          maw={620}
          withRowBorders={false}
          verticalSpacing={2}
          horizontalSpacing={4}
          aria-label={t`Rooms by party size (${stageLabel})`}
        >
          <Table.Thead>
            <Table.Tr>
              {roomPlanFields.map((spec) => (
                <Table.Th key={spec.key} fz="xs" fw={500}>
                  {labelText(spec.label, i18n)}
                </Table.Th>
              ))}
              <Table.Th fz="xs" fw={500}>
                {t`Sleeps`}
              </Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {plans.map((plan, j) => {
              const party = t`party of ${plan.party}`;
              const roomsError = errors[`room_plans.${j}.rooms`];
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: a plan has no id of its own; by place, typing a party size keeps the focus
                <Table.Tr key={j}>
                  {roomPlanFields.map((spec) => (
                    <Table.Td key={spec.key} miw={70}>
                      <FieldControl
                        spec={{ ...spec, label: t`${labelText(spec.label, i18n)}, ${party} (${stageLabel})` }}
                        cell
                        value={plan[spec.key as keyof RoomPlan]}
                        error={
                          spec.key === 'party'
                            ? errors[`room_plans.${j}.party`]
                            : errors[`room_plans.${j}.${spec.key}`]
                        }
                        disabled={disabled}
                        onChange={(value) => edit(j, spec.key, value)}
                      />
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <Text size="xs" c={sleeps(plan) < plan.party ? 'red' : undefined}>
                      {sleeps(plan)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {!disabled && (
                      <ActionIcon
                        size="sm"
                        variant="subtle"
                        color="red"
                        aria-label={t`Remove the rooms of a ${party} (${stageLabel})`}
                        onClick={() => onChange(plans.filter((_, i) => i !== j))}
                      >
                        <IconTrash size={14} />
                      </ActionIcon>
                    )}
                    {roomsError && (
                      <Text size="xs" c="red" role="alert">
                        {tr(roomsError, i18n)}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {!disabled && plans.length < itineraryLimits.partySize && (
        <Group>
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconPlus size={12} />}
            aria-label={t`Add room plan (${stageLabel})`}
            onClick={() => onChange([...plans, blankPlan(nextParty)])}
          >
            {t`Add room plan`}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
