import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { AnyRate } from '@trips/shared/pricing/index';
import { limits } from '@trips/shared/validation/messages';
import { type Dispatch, useState } from 'react';
import { FormSection } from '../../../components/FormSection';
import { useFocusNewRow } from '../../../engine/edits/useFocusNewRow';
import { FieldControl } from '../../../engine/form/FieldControl';
import type { FieldSpec } from '../../../engine/form/fieldSpec';
import { shownRateName, storedRateName } from '../../../i18n/rateName';
import { RateCard } from './RateCard';
import {
  newRateNameLabels,
  type RateKind,
  type RatesAction,
  type RatesDraft,
  rateKindLabels,
  suggestedName,
} from './ratesDraft';

/** The name a new rate is added with. */
const newNameField: FieldSpec = {
  key: 'name',
  label: 'name',
  placeholder: msg`Rate name`,
  kind: 'text',
  max: limits.user,
};

interface Props {
  kind: RateKind;
  draft: RatesDraft;
  dispatch: Dispatch<RatesAction>;
  serverErrors: Record<string, string>;
  today: string;
}

/** The rates of one kind, and a named new one (the first is 'firstRate'). */
export function RateKindSection({ kind, draft, dispatch, serverErrors, today }: Props) {
  const { i18n } = useLingui();
  const [typed, setTyped] = useState<string | null>(null);
  const name = typed ?? shownRateName(suggestedName(draft, kind));
  const rates = draft[kind] as AnyRate[];
  const focus = useFocusNewRow();
  const add = () => {
    focus.expectNewRow();
    dispatch({ type: 'addRate', kind, name: storedRateName(name).trim() });
    setTyped(null);
  };
  const errorsOf = (index: number) =>
    Object.fromEntries(
      Object.entries(serverErrors)
        .filter(([path]) => path.startsWith(`${kind}.${index}.`))
        .map(([path, message]) => [path.split('.').slice(2).join('.'), message]),
    );
  const adder = (
    <Group
      component="form"
      gap={6}
      align="flex-end"
      onSubmit={(e) => {
        e.preventDefault();
        if (name.trim()) add();
      }}
    >
      <FieldControl
        cell
        spec={{ ...newNameField, label: i18n._(newRateNameLabels[kind]) }}
        value={name}
        onChange={(value) => setTyped(value as string)}
      />
      <Button
        type="submit"
        size="xs"
        variant="default"
        leftSection={<IconPlus size={14} />}
        disabled={!name.trim()}
      >
        <Trans>Add rate</Trans>
      </Button>
    </Group>
  );
  return (
    <FormSection title={i18n._(rateKindLabels[kind])} actions={adder}>
      <Stack gap="sm">
        {rates.length === 0 && (
          <Text size="sm" c="dimmed">
            <Trans>No rates.</Trans>
          </Text>
        )}
        {rates.map((rate, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: new rates have no identity before they are saved
          <div key={index} {...focus.rowProps}>
            <RateCard
              kind={kind}
              index={index}
              rate={rate}
              dispatch={dispatch}
              serverErrors={errorsOf(index)}
              today={today}
            />
          </div>
        ))}
      </Stack>
    </FormSection>
  );
}
