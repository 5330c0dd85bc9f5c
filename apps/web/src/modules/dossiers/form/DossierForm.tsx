import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { Dispatch } from 'react';
import { FormSection } from '../../../components/FormSection';
import type { FormProblems } from '../../../engine/edits/fieldErrors';
import { FieldControl } from '../../../engine/form/FieldControl';
import { labelText } from '../../../engine/form/fieldSpec';
import { RowCards } from '../../../engine/form/RowCards';
import { tr } from '../../../i18n/tr';
import type { DossierDraft, DraftAction } from './dossierDraft';
import { generalFields, holidayFields, locationField, settingFields } from './fieldSpecs';

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
  /** The other-settings lists: places a trip may start or end at, holidays of each kind. */
  const others = [
    {
      list: 'from_locations',
      title: t`From locations`,
      specs: [locationField],
      cols: 1,
      addLabel: t`Add from location`,
      rowLabel: (i: number) => t`From location ${i + 1}`,
      empty: t`No other start locations.`,
    },
    {
      list: 'to_locations',
      title: t`To locations`,
      specs: [locationField],
      cols: 1,
      addLabel: t`Add to location`,
      rowLabel: (i: number) => t`To location ${i + 1}`,
      empty: t`No other end locations.`,
    },
    {
      list: 'walking_holiday',
      title: t`Walking holidays`,
      specs: holidayFields,
      cols: 2,
      addLabel: t`Add walking holiday`,
      rowLabel: (i: number) => t`Walking holiday ${i + 1}`,
      empty: t`No other walking holidays.`,
    },
    {
      list: 'cycling_holiday',
      title: t`Cycling holidays`,
      specs: holidayFields,
      cols: 2,
      addLabel: t`Add cycling holiday`,
      rowLabel: (i: number) => t`Cycling holiday ${i + 1}`,
      empty: t`No other cycling holidays.`,
    },
  ] as const;
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
          <Text size="xs" c="dimmed">
            <Trans>An empty location means any location.</Trans>
          </Text>
          {problems.fields.settings && (
            <Text size="sm" c="red" role="alert">
              {tr(problems.fields.settings, i18n)}
            </Text>
          )}
          <RowCards
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
          {others.map(({ list, title, ...each }) => (
            <Stack key={list} gap="xs">
              <strong>{title}</strong>
              <RowCards {...rows} {...each} list={list} rows={draft.lists[list].rows} />
            </Stack>
          ))}
        </SimpleGrid>
      </FormSection>
    </Stack>
  );
}
