import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { Dispatch } from 'react';
import { FormSection } from '../../../components/FormSection';
import type { FormProblems } from '../../../engine/edits/fieldErrors';
import { FieldControl } from '../../../engine/form/FieldControl';
import { labelText } from '../../../engine/form/fieldSpec';
import { tr } from '../../../i18n/tr';
import type { DossierDraft, DraftAction } from './dossierDraft';
import { generalFields, holidayFields, locationField, settingFields } from './fieldSpecs';
import { RowList, RowListHint } from './RowList';

interface Props {
  draft: DossierDraft;
  dispatch: Dispatch<DraftAction>;
  problems: FormProblems;
  /** The setting the address names, outlined. */
  currentSetting?: number;
}

/** General information, the setting items and the other-settings lists of a dossier. */
export function DossierForm({ draft, dispatch, problems, currentSetting }: Props) {
  const { t, i18n } = useLingui();
  const f = draft.fields as unknown as Record<string, unknown>;
  const [short, long] = [generalFields.slice(0, 2), generalFields.slice(2)];
  const control = (spec: (typeof generalFields)[number]) => (
    <FieldControl
      key={spec.key}
      spec={spec}
      value={f[spec.key]}
      error={problems.fields[spec.key] ?? problems.fields[`dossier.${spec.key}`]}
      onChange={(value) => dispatch({ type: 'fields', patch: { [spec.key]: value } })}
    />
  );
  const rows = { errors: problems.rows, dispatch };
  return (
    <Stack gap="md">
      <FormSection title={t`General information`}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {short.map(control)}
          </SimpleGrid>
          {long.map((spec) => (
            <Stack key={spec.key} gap={4}>
              <Text size="sm" fw={600}>
                {labelText(spec.label, i18n)}
              </Text>
              {control(spec)}
            </Stack>
          ))}
        </Stack>
      </FormSection>
      <FormSection title={t`Settings`}>
        <Stack gap="xs">
          <RowListHint />
          {problems.fields.settings && (
            <Text size="sm" c="red" role="alert">
              {tr(problems.fields.settings, i18n)}
            </Text>
          )}
          <RowList
            {...rows}
            list="settings"
            rows={draft.lists.settings.rows}
            specs={settingFields}
            addLabel={t`Add setting`}
            rowLabel={(i) => t`Setting ${i + 1}`}
            current={currentSetting ? `saved-${currentSetting}` : undefined}
          />
        </Stack>
      </FormSection>
      <FormSection title={t`Other settings`}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Stack gap="xs">
            <strong>{t`From locations`}</strong>
            <RowList
              {...rows}
              list="from_locations"
              rows={draft.lists.from_locations.rows}
              specs={[locationField]}
              cols={1}
              addLabel={t`Add from location`}
              rowLabel={(i) => t`From location ${i + 1}`}
              empty={t`No other start locations.`}
            />
          </Stack>
          <Stack gap="xs">
            <strong>{t`To locations`}</strong>
            <RowList
              {...rows}
              list="to_locations"
              rows={draft.lists.to_locations.rows}
              specs={[locationField]}
              cols={1}
              addLabel={t`Add to location`}
              rowLabel={(i) => t`To location ${i + 1}`}
              empty={t`No other end locations.`}
            />
          </Stack>
          <Stack gap="xs">
            <strong>{t`Walking holidays`}</strong>
            <RowList
              {...rows}
              list="walking_holiday"
              rows={draft.lists.walking_holiday.rows}
              specs={holidayFields}
              cols={2}
              addLabel={t`Add walking holiday`}
              rowLabel={(i) => t`Walking holiday ${i + 1}`}
              empty={t`No other walking holidays.`}
            />
          </Stack>
          <Stack gap="xs">
            <strong>{t`Cycling holidays`}</strong>
            <RowList
              {...rows}
              list="cycling_holiday"
              rows={draft.lists.cycling_holiday.rows}
              specs={holidayFields}
              cols={2}
              addLabel={t`Add cycling holiday`}
              rowLabel={(i) => t`Cycling holiday ${i + 1}`}
              empty={t`No other cycling holidays.`}
            />
          </Stack>
        </SimpleGrid>
      </FormSection>
    </Stack>
  );
}
