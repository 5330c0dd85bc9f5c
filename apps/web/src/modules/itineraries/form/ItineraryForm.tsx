import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { RoomPlan } from '@trips/shared/modules/itineraries/itineraries.schema';
import type { Dispatch } from 'react';
import { FormSection } from '../../../components/FormSection';
import type { FormProblems } from '../../../engine/edits/fieldErrors';
import { FieldControl } from '../../../engine/form/FieldControl';
import { RowCards } from '../../../engine/form/RowCards';
import { tr } from '../../../i18n/tr';
import { generalFields, serviceFields, stageFields, transferFields } from './fieldSpecs';
import { type DraftAction, type ItineraryDraft, stageEnd, totalNights } from './itineraryDraft';
import { RoomPlans } from './RoomPlans';
import { ServicePicker } from './ServicePicker';

interface Props {
  draft: ItineraryDraft;
  dispatch: Dispatch<DraftAction>;
  problems: FormProblems;
  disabled?: boolean;
}

/** The holiday, its stages (with their room plans), transfers and other services. */
export function ItineraryForm({ draft, dispatch, problems, disabled }: Props) {
  const { t, i18n } = useLingui();
  const f = draft.fields as unknown as Record<string, unknown>;
  const { stages, transfers, services } = draft.lists;
  const nights = totalNights(stages.rows);
  const rows = { errors: problems.rows, dispatch, disabled, dense: true, named: true };
  const control = (spec: (typeof generalFields)[number]) => (
    <FieldControl
      key={spec.key}
      spec={spec}
      value={f[spec.key]}
      error={problems.fields[spec.key]}
      onChange={(value) => dispatch({ type: 'fields', patch: { [spec.key]: value } })}
    />
  );
  const listError = problems.fields.stages;
  return (
    <Stack gap="md">
      <FormSection title={t`Holiday`}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {generalFields.slice(0, -1).map(control)}
          </SimpleGrid>
          {control(generalFields.at(-1)!)}
        </Stack>
      </FormSection>
      <FormSection
        title={t`Stages`}
        actions={
          <Badge variant="light" size="lg" tt="none" aria-live="polite">
            {plural(nights, { one: '# night in total', other: '# nights in total' })}
          </Badge>
        }
      >
        <Stack gap="xs">
          <Text size="xs" c="dimmed">
            {t`Day 1 is the first check-in. Changing a stage's nights moves the stages after it.`}
          </Text>
          {listError && (
            <Text size="sm" c="red" role="alert">
              {tr(listError, i18n)}
            </Text>
          )}
          <RowCards
            {...rows}
            list="stages"
            rows={stages.rows}
            specs={stageFields}
            addLabel={t`Add stage`}
            rowLabel={(i) => t`Stage ${i + 1}`}
            empty={t`No stages yet: add the place of the first night.`}
            heading={(row, i) => {
              const first = Number(row.values.day) || 1;
              const last = stageEnd(row.values) - 1;
              const days = last > first ? t`Days ${first}–${last}` : t`Day ${first}`;
              const place = String(row.values.location_name ?? '') || t`no location yet`;
              return (
                <Group gap="xs">
                  <Text size="sm" fw={600}>
                    {t`Stage ${i + 1}`}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {days} · {place} · {t`check-out on day ${last + 1}`}
                  </Text>
                </Group>
              );
            }}
            extra={(row, i) => (
              <RoomPlans
                plans={(row.values.room_plans ?? []) as RoomPlan[]}
                errors={problems.rows[row.key]}
                stageLabel={t`Stage ${i + 1}`}
                disabled={disabled}
                onChange={(plans) =>
                  dispatch({ type: 'row', list: 'stages', key: row.key, patch: { room_plans: plans } })
                }
              />
            )}
          />
        </Stack>
      </FormSection>
      <FormSection title={t`Transfers`}>
        <RowCards
          {...rows}
          list="transfers"
          rows={transfers.rows}
          specs={transferFields}
          cols={4}
          addLabel={t`Add transfer`}
          rowLabel={(i) => t`Transfer ${i + 1}`}
          empty={t`No transfers: the luggage follows the stages where they say so.`}
        />
      </FormSection>
      <FormSection title={t`Other services`}>
        <RowCards
          {...rows}
          list="services"
          rows={services.rows}
          specs={serviceFields}
          cols={4}
          addLabel={t`Add service`}
          rowLabel={(i) => t`Service ${i + 1}`}
          empty={t`No other services (guides, bikes, excursions…).`}
          pickers={(row, i) => (
            <ServicePicker
              row={row}
              rowLabel={t`Service ${i + 1}`}
              error={problems.rows[row.key]?.service_id}
              onChange={(patch) => dispatch({ type: 'row', list: 'services', key: row.key, patch })}
            />
          )}
        />
      </FormSection>
    </Stack>
  );
}
