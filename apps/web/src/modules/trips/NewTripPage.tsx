import { useLingui } from '@lingui/react/macro';
import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { limits } from '@trips/shared/validation/messages';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormErrors } from '../../components/FormErrors';
import { PageHeader } from '../../components/PageHeader';
import { toast } from '../../components/toast';
import { useUnsavedChanges } from '../../engine/edits/leaveGuard';
import { useSave } from '../../engine/edits/useSave';
import { DateField } from '../../engine/form/controls/DateField';
import { RemotePicker } from '../../engine/options/RemotePicker';
import { formatDate } from '../../i18n/format';
import { tr } from '../../i18n/tr';
import { detailPath, pathTo } from '../../lib/paths';
import {
  blankNewTrip,
  endDateOf,
  hasNewTripInput,
  type NewTripDraft,
  newTripBody,
  resetNewTrip,
} from './form/newTripDraft';
import { checkTripInfo } from './form/tripDraft';
import { tripTexts } from './form/tripTexts';
import { ItineraryPicker } from './itinerary/ItineraryPicker';
import { useCreateTrip } from './tripsApi';

/**
 * /new-trip: a name, the dates and the start and end locations, or an itinerary (its nights give the end
 * date) and the travellers it is planned for; then the new trip's own page.
 */
export default function NewTripPage() {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<NewTripDraft>(blankNewTrip);
  const save = useSave();
  const create = useCreateTrip();
  const navigate = useNavigate();
  const dirty = hasNewTripInput(draft);
  useUnsavedChanges(dirty && !create.isSuccess);
  const set = (patch: Partial<NewTripDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    // An edited field's error goes with the edit ('start_location' is sent as 'start_location_id').
    const edited = Object.keys(patch).flatMap((k) => [k, `${k}_id`]);
    const { fields } = save.problems;
    if (edited.some((k) => k in fields)) {
      save.setProblems({
        ...save.problems,
        fields: Object.fromEntries(Object.entries(fields).filter(([k]) => !edited.includes(k))),
      });
    }
  };
  const itinerary = draft.itinerary;
  const end = endDateOf(draft);
  // The server's messages too, in the language shown.
  const errors = Object.fromEntries(
    Object.entries(save.problems.fields).map(([field, message]) => [field, tr(message)]),
  );
  const submit = () =>
    save.submit(
      checkTripInfo(newTripBody(draft)),
      () => ({
        body: newTripBody(draft),
      }),
      async (body) => {
        const saved = await create.mutateAsync(body);
        toast.success(i18n._(tripTexts.created));
        navigate(detailPath('trip', saved.trip.id), { replace: true });
      },
    );
  return (
    <Stack gap="md" maw={900}>
      <PageHeader trail={[{ label: t`Trips`, to: pathTo('trips') }]} title={t`New trip`} />
      <Paper
        component="form"
        withBorder
        radius="md"
        p="md"
        aria-label={t`New trip`}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <FormErrors errors={save.problems.other} />
          <TextInput
            label={t`Trip name`}
            required
            maxLength={limits.user}
            value={draft.trip_name}
            onChange={(e) => set({ trip_name: e.currentTarget.value })}
            error={errors.trip_name}
            data-autofocus
            autoFocus
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <ItineraryPicker
              value={itinerary}
              onPick={(choice) => set({ itinerary: choice })}
              error={errors.itinerary_id}
            />
            <NumberInput
              label={t`Travellers`}
              description={t`The party the rooms are planned for.`}
              min={1}
              max={100_000}
              allowDecimal={false}
              allowNegative={false}
              value={draft.travellers}
              onChange={(n) => set({ travellers: typeof n === 'number' ? n : 1 })}
              error={errors.travellers}
            />
            <DateField
              label={t`Start date`}
              required
              value={draft.start_date}
              onChange={(day) => set({ start_date: day ?? '' })}
              error={errors.start_date}
            />
            {itinerary ? (
              <Stack gap={4} data-testid="itinerary-end">
                <Text size="sm" fw={500}>{t`End date`}</Text>
                <Text size="sm">
                  {end
                    ? t`${formatDate(end)}, after the itinerary's ${itinerary.nights} nights`
                    : t`After the itinerary's ${itinerary.nights} nights from the start date`}
                </Text>
              </Stack>
            ) : (
              <DateField
                label={t`End date`}
                required
                openAt={draft.start_date}
                value={draft.end_date}
                onChange={(day) => set({ end_date: day ?? '' })}
                error={errors.end_date}
              />
            )}
            <RemotePicker
              label={t`Start location`}
              resource="locations"
              value={draft.start_location}
              onPick={(start_location) => set({ start_location })}
              onClear={() => set({ start_location: null })}
              placeholder={itinerary ? t`The itinerary's first stage` : t`Search locations…`}
              error={errors.start_location_id}
            />
            <RemotePicker
              label={t`End location`}
              resource="locations"
              value={draft.end_location}
              onPick={(end_location) => set({ end_location })}
              onClear={() => set({ end_location: null })}
              placeholder={itinerary ? t`The itinerary's last stage` : t`Search locations…`}
              error={errors.end_location_id}
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="xs" mt="xs">
            <Button
              variant="default"
              onClick={() => {
                setDraft(resetNewTrip);
                save.reset();
              }}
              disabled={create.isPending}
            >
              {t`Reset`}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t`Create trip`}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
