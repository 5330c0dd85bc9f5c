import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Group, SegmentedControl, Text } from '@mantine/core';
import type { QuoteBody } from '@trips/shared/modules/providers/provider-rates.schema';
import { roomCountFields, roomGroups } from '@trips/shared/pricing/index';
import { int4Max } from '@trips/shared/validation/ranges';
import { useState } from 'react';
import { FormSection } from '../../../components/FormSection';
import { DateField } from '../../../engine/form/controls/DateField';
import { FieldControl } from '../../../engine/form/FieldControl';
import type { FieldSpec } from '../../../engine/form/fieldSpec';
import { formatMoney } from '../../../i18n/format';
import { shownRateName } from '../../../i18n/rateName';
import { type QuoteAnswer, useQuote } from './ratesApi';
import { roomCountTexts } from './rateTexts';

type Kind = QuoteBody['kind'];
const kindData = [
  { value: 'luggage', label: msg`Luggage` },
  { value: 'transfer', label: msg`Transfer` },
  { value: 'accommodation', label: msg`Accommodation` },
];

const mealsField: FieldSpec = {
  key: 'meals',
  label: msg`Meals`,
  kind: 'lookup',
  lookup: 'meals',
  required: true,
};
/** A number of bags, people or rooms; emptied, it is 0. */
const countField = { key: 'count', kind: 'number', min: 0, max: int4Max, decimals: 0, empty: 0 } as const;

function QuoteResult({ answer }: { answer: QuoteAnswer }) {
  const { result } = answer;
  if (!result.ok)
    return (
      <Alert color="orange" variant="light" p="xs" role="status">
        {result.message}
      </Alert>
    );
  const rate = shownRateName(answer.rate?.name ?? '');
  const national = formatMoney(result.national, answer.currency_symbol);
  const euro = formatMoney(result.euro);
  return (
    <Text size="sm" role="status">
      <Trans>
        {rate}: <b>{national}</b> national · <b>{euro}</b> euro
      </Trans>
    </Text>
  );
}

/** What the saved rates make a trip row cost: bags or people on a date, or rooms between two dates. */
export function QuoteBox({ providerId }: { providerId: number }) {
  const { i18n, t } = useLingui();
  const quote = useQuote(providerId);
  const [kind, setKind] = useState<Kind>('luggage');
  const [date, setDate] = useState(new Date().toISOString().slice(0, 10));
  const [checkout, setCheckout] = useState('');
  const [count, setCount] = useState<number>(1);
  const [rooms, setRooms] = useState<Record<string, number>>({});
  const [mealsId, setMealsId] = useState(1);
  const body = (): QuoteBody =>
    kind === 'accommodation'
      ? { kind, checkin_date: date, checkout_date: checkout, meals_id: mealsId, ...rooms }
      : kind === 'luggage'
        ? { kind, date, luggages: count }
        : { kind, date, people: count };
  const countControl = (spec: FieldSpec, value: number, set: (n: number) => void, width: number) => (
    <Box key={spec.key} w={width}>
      <FieldControl
        size="xs"
        spec={spec}
        value={value}
        onChange={(v) => set(typeof v === 'number' ? v : 0)}
      />
    </Box>
  );
  const counts =
    kind === 'accommodation'
      ? [
          <Box key="meals" w={200}>
            <FieldControl
              size="xs"
              spec={mealsField}
              value={mealsId}
              onChange={(id) => typeof id === 'number' && setMealsId(id)}
            />
          </Box>,
          ...roomGroups.map((g) =>
            countControl(
              { ...countField, key: g, label: roomCountTexts[g] },
              rooms[roomCountFields[g]] ?? 0,
              (n) => setRooms({ ...rooms, [roomCountFields[g]]: n }),
              110,
            ),
          ),
        ]
      : countControl(
          { ...countField, label: kind === 'luggage' ? msg`Bags` : msg`People` },
          count,
          setCount,
          100,
        );
  return (
    <FormSection title={t`Quote`}>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <SegmentedControl
          size="xs"
          aria-label={t`Quote kind`}
          data={kindData.map((k) => ({ value: k.value, label: i18n._(k.label) }))}
          value={kind}
          onChange={(v) => {
            setKind(v as Kind);
            quote.reset();
          }}
        />
        <DateField
          size="xs"
          w={140}
          clearable={false}
          label={kind === 'accommodation' ? t`Check-in` : t`Date`}
          value={date}
          onChange={(day) => setDate(day ?? '')}
        />
        {kind === 'accommodation' && (
          <DateField
            size="xs"
            w={140}
            clearable={false}
            label={t`Check-out`}
            value={checkout}
            openAt={date}
            onChange={(day) => setCheckout(day ?? '')}
          />
        )}
        {counts}
        <Button size="xs" onClick={() => quote.mutate(body())} loading={quote.isPending}>
          <Trans>Get quote</Trans>
        </Button>
      </Group>
      {quote.data && (
        <Group mt="xs">
          <QuoteResult answer={quote.data} />
        </Group>
      )}
      <Text size="xs" c="dimmed" mt={4}>
        <Trans>Quotes use the saved rates: save your edits first.</Trans>
      </Text>
    </FormSection>
  );
}
