import { useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import type { TripDetail } from '@trips/shared/modules/trips/trips.schema';
import { limits } from '@trips/shared/validation/messages';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormErrors } from '../../components/FormErrors';
import { toast } from '../../components/toast';
import { DateField } from '../../engine/form/controls/DateField';
import { tr } from '../../i18n/tr';
import { ApiError } from '../../lib/api';
import { detailPath } from '../../lib/paths';
import { tripTexts } from './form/tripTexts';
import { useCopyTrip } from './tripsApi';

/**
 * "Copy trip" on the trip screen: a dialog asking the new start date, a new name and, optionally, a new
 * customer; the copy (rows moved to the new dates, priced again, nothing booked) opens at once.
 */
export function CopyTripButton({ trip }: { trip: TripDetail }) {
  const { t, i18n } = useLingui();
  const [opened, setOpened] = useState(false);
  const [start, setStart] = useState('');
  const [name, setName] = useState('');
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const [errors, setErrors] = useState<{ fields: Record<string, string>; other: string[] }>({
    fields: {},
    other: [],
  });
  const copy = useCopyTrip(trip.id);
  const navigate = useNavigate();
  const open = () => {
    setStart('');
    setName(t`${trip.trip_name} (copy)`);
    setFirst('');
    setLast('');
    setErrors({ fields: {}, other: [] });
    setOpened(true);
  };
  const submit = async () => {
    if (!start) return setErrors({ fields: { start_date: t`Choose the new start date.` }, other: [] });
    try {
      const saved = await copy.mutateAsync({
        start_date: start,
        trip_name: name.trim() || undefined,
        ...(first.trim() ? { customer_first_name: first.trim() } : {}),
        ...(last.trim() ? { customer_last_name: last.trim() } : {}),
      });
      toast.success(i18n._(tripTexts.copied));
      setOpened(false);
      navigate(detailPath('trip', saved.trip.id));
    } catch (error) {
      if (!(error instanceof ApiError) || !error.envelope) return;
      const fields = Object.fromEntries(
        Object.entries(error.envelope.field_errors ?? {}).map(([k, m]) => [k, tr(m)]),
      );
      setErrors({
        fields,
        other: error.envelope.field_errors ? [] : error.envelope.errors.map((m) => tr(m)),
      });
    }
  };
  return (
    <>
      <Button variant="default" size="sm" leftSection={<IconCopy size={16} />} onClick={open}>
        {t`Copy trip`}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t`Copy trip`} size="lg">
        <form
          aria-label={t`Copy trip`}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Stack gap="sm">
            <FormErrors errors={errors.other} />
            <DateField
              label={t`New start date`}
              description={t`Every night, transfer and service moves by the same number of days and is priced by the rates of its new date.`}
              required
              openAt={trip.start_date}
              value={start}
              onChange={(day) => setStart(day ?? '')}
              error={errors.fields.start_date}
            />
            <TextInput
              label={t`Trip name`}
              maxLength={limits.user}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={errors.fields.trip_name}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t`New customer's first name`}
                description={t`Left empty: the same customer.`}
                maxLength={limits.user}
                value={first}
                onChange={(e) => setFirst(e.currentTarget.value)}
                error={errors.fields.customer_first_name}
              />
              <TextInput
                label={t`New customer's last name`}
                description=" "
                maxLength={limits.user}
                value={last}
                onChange={(e) => setLast(e.currentTarget.value)}
                error={errors.fields.customer_last_name}
              />
            </SimpleGrid>
            <Group justify="flex-end" gap="xs" mt="xs">
              <Button variant="default" onClick={() => setOpened(false)} disabled={copy.isPending}>
                {t`Cancel`}
              </Button>
              <Button type="submit" loading={copy.isPending}>
                {t`Copy`}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
