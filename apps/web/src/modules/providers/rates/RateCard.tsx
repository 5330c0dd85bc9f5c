import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Box, Button, Group, Paper, Stack } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type AnyRate, findRateProblems } from '@trips/shared/pricing/index';
import { limits } from '@trips/shared/validation/messages';
import { type Dispatch, useMemo } from 'react';
import { useFocusNewRow } from '../../../engine/edits/useFocusNewRow';
import { FieldControl } from '../../../engine/form/FieldControl';
import type { FieldSpec } from '../../../engine/form/fieldSpec';
import { shownRateName, storedRateName } from '../../../i18n/rateName';
import { NegotiatedItem } from './NegotiatedItem';
import { QuantityItem } from './QuantityItem';
import { RateProblems } from './RateProblems';
import type { RateKind, RatesAction } from './ratesDraft';

interface Props {
  kind: RateKind;
  index: number;
  rate: AnyRate;
  dispatch: Dispatch<RatesAction>;
  /** The server's field errors under this rate, by path relative to it ('name', 'rate_items.0.to_date'). */
  serverErrors: Record<string, string>;
  today: string;
}

const kindWords: Record<RateKind, MessageDescriptor> = {
  negotiated: msg`Negotiated rate`,
  luggage: msg`Luggage rate`,
  transfer: msg`Transfer rate`,
};

const nameField: FieldSpec = {
  key: 'name',
  label: msg`Rate name`,
  kind: 'text',
  max: limits.user,
  required: true,
};

const itemErrors = (errors: Record<string, string>, i: number) =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(`rate_items.${i}.`))
      .map(([path, message]) => [path.split('.').slice(2).join('.'), message]),
  );

/** One named rate with its items; the live check shows what is wrong next to the rows. */
export function RateCard({ kind, index, rate, dispatch, serverErrors, today }: Props) {
  const problems = useMemo(() => findRateProblems(rate), [rate]);
  const { i18n, t } = useLingui();
  const kindWord = i18n._(kindWords[kind]);
  const name = shownRateName(rate.name) || String(index + 1);
  const label = `${kindWord} ${name}`;
  const at = { kind, rate: index };
  const rateName = shownRateName(rate.name);
  const focus = useFocusNewRow();
  return (
    <Paper withBorder radius="md" p="sm" aria-label={label} component="section">
      <Group justify="space-between" mb="xs">
        <Box w={260}>
          <FieldControl
            size="xs"
            spec={nameField}
            name={t`${label} name`}
            value={shownRateName(rate.name)}
            onChange={(name) => dispatch({ type: 'renameRate', ...at, name: storedRateName(name as string) })}
            error={serverErrors.name}
          />
        </Box>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t`Remove ${label}`}
          onClick={() => dispatch({ type: 'removeRate', ...at })}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Group>
      <Stack gap="xs">
        {rate.rate_items.map((item, i) => {
          const position = i + 1;
          const itemProps = {
            item,
            label: t`${label}, item ${position}`,
            edit: (patch: object) => dispatch({ type: 'editItem', ...at, item: i, patch }),
            remove: () => dispatch({ type: 'removeItem', ...at, item: i }),
            problems: problems.filter((p) => p.itemIndexes.includes(i)),
            errors: itemErrors(serverErrors, i),
          };
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity before they are saved
            <div key={i} {...focus.rowProps}>
              {kind === 'negotiated' ? (
                <NegotiatedItem {...itemProps} />
              ) : (
                <QuantityItem
                  {...itemProps}
                  luggage={kind === 'luggage'}
                  addQty={() => dispatch({ type: 'addQty', ...at, item: i })}
                  editQty={(qty, patch) => dispatch({ type: 'editQty', ...at, item: i, qty, patch })}
                  removeQty={(qty) => dispatch({ type: 'removeQty', ...at, item: i, qty })}
                />
              )}
            </div>
          );
        })}
      </Stack>
      <RateProblems
        problems={problems.filter((p) => p.itemIndexes.length === 0 || p.itemIndexes.length > 1)}
      />
      <Button
        mt="xs"
        variant="light"
        size="compact-sm"
        leftSection={<IconPlus size={14} />}
        onClick={() => {
          focus.expectNewRow();
          dispatch({ type: 'addItem', ...at, today });
        }}
      >
        {rate.name ? t`Add item to ${rateName}` : t`Add item to rate`}
      </Button>
    </Paper>
  );
}
