import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Fieldset, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { blankTraveller } from '@trips/shared/modules/hospedajes/travellers.blank';
import { travellerProblems } from '@trips/shared/modules/hospedajes/travellers.constants';
import type { Traveller, TravellerInput } from '@trips/shared/modules/hospedajes/travellers.schema';
import { useEffect, useState } from 'react';
import { FormSection } from '../../../components/FormSection';
import { FieldControl } from '../../../engine/form/FieldControl';
import { tr } from '../../../i18n/tr';
import { ApiError } from '../../../lib/api';
import { TravellerLinkPanel } from './TravellerLinkPanel';
import { travellerFields } from './travellerFields';
import { useSaveTravellers, useTravellers } from './travellersApi';

const inputOf = ({ id, ...traveller }: Traveller): TravellerInput => traveller;
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The trip's travellers, as the Hospedajes communication names them (the customer first). Saved on their
 * own with their own version: the trip's Save does not carry them.
 */
export function TravellersPanel({ tripId, mayEdit }: { tripId: number; mayEdit: boolean }) {
  const { t } = useLingui();
  const loaded = useTravellers(tripId);
  const save = useSaveTravellers(tripId);
  const [draft, setDraft] = useState<TravellerInput[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const data = loaded.data;
  useEffect(() => {
    if (data) setDraft(data.travellers.map(inputOf));
  }, [data]);

  const change = (index: number, key: string, value: unknown) =>
    setDraft(
      (rows) =>
        rows?.map((row, i) =>
          i === index
            ? { ...row, [key]: value ?? (key.endsWith('_id') || key === 'birth_date' ? null : '') }
            : row,
        ) ?? null,
    );
  const submit = () => {
    if (!draft || !data) return;
    const found: Record<string, string> = {};
    draft.forEach((row, i) => {
      for (const [key, message] of Object.entries(travellerProblems(row, data.start_date, today())))
        found[`travellers.${i}.${key}`] = message;
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { version: data.version, travellers: draft },
      {
        onError: (error) => {
          if (error instanceof ApiError) setErrors(error.envelope?.field_errors ?? {});
        },
      },
    );
  };

  const failure =
    save.error instanceof ApiError ? tr(save.error.message) : save.error ? String(save.error) : null;
  const actions = (
    <Group gap="xs">
      <Button
        size="xs"
        variant="default"
        disabled={!mayEdit || !draft}
        onClick={() => setDraft((rows) => [...(rows ?? []), { ...blankTraveller }])}
      >
        {t`Add traveller`}
      </Button>
      <Button size="xs" disabled={!mayEdit || !draft} loading={save.isPending} onClick={submit}>
        {t`Save travellers`}
      </Button>
    </Group>
  );
  return (
    <FormSection title={t`Traveller details`} actions={actions} id="trip-section-travellers">
      {!draft || !data ? (
        loaded.isError ? (
          <Text size="sm" c="red">{t`unable to find the travellers`}</Text>
        ) : (
          <Loader size="sm" aria-label={t`Loading`} />
        )
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            <Trans>
              The people the lodging communication to SES.Hospedajes names. A DNI or NIE needs its check
              letter and support number; a minor needs the relationship to an adult.
            </Trans>
          </Text>
          <TravellerLinkPanel tripId={tripId} mayEdit={mayEdit} />
          {data.from_customer && (
            <Text size="sm">{t`The customer is the first traveller: complete and save.`}</Text>
          )}
          {draft.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: travellers have no id until saved, and are replaced as a list
            <Fieldset key={index} legend={t`Traveller ${index + 1}`} disabled={!mayEdit}>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xs">
                {travellerFields.map((spec) => (
                  <FieldControl
                    key={spec.key}
                    id={`traveller-${index}-${spec.key}`}
                    spec={spec}
                    size="xs"
                    value={row[spec.key as keyof TravellerInput]}
                    error={errors[`travellers.${index}.${spec.key}`]}
                    onChange={(value) => change(index, spec.key, value)}
                  />
                ))}
              </SimpleGrid>
              {index > 0 && (
                <Button
                  mt="xs"
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => setDraft((rows) => rows?.filter((_, i) => i !== index) ?? null)}
                >
                  {t`Remove traveller ${index + 1}`}
                </Button>
              )}
            </Fieldset>
          ))}
          {save.isSuccess && !save.isPending && <Text size="sm" role="status">{t`Travellers saved`}</Text>}
          {failure && (
            <Alert color="red" variant="light" title={t`The travellers could not be saved`}>
              {failure}
            </Alert>
          )}
        </Stack>
      )}
    </FormSection>
  );
}
