import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Loader, NativeSelect, Text } from '@mantine/core';
import { filterActions } from '@trips/shared/list/actions';
import type { Operator } from '@trips/shared/list/kinds';
import { lazy, Suspense } from 'react';
import type { OptionSource } from '../types';
import { BooleanFilter } from './controls/BooleanFilter';
import { OptionsPicker } from './controls/OptionsPicker';
import { TextRows } from './controls/TextRows';
import type { ControlProps } from './controls/types';
import { operatorLabels } from './operatorLabels';

interface Props extends ControlProps {
  source: OptionSource;
}

// The calendar and the number input are large: a list loads them when one of its filters opens.
const DateFilter = lazy(() => import('./controls/DateFilter'));
const NumberFilter = lazy(() => import('./controls/NumberFilter'));

function Control(props: Props) {
  switch (props.field.kind) {
    case 'text':
      return <TextRows {...props} />;
    case 'numeric':
    case 'percentage':
      return <NumberFilter {...props} />;
    case 'date':
      return <DateFilter {...props} />;
    case 'boolean':
      return <BooleanFilter {...props} />;
    case 'autocomplete':
    case 'tags':
      return <OptionsPicker {...props} />;
  }
}

/** One field's filter: its operator (when it has a choice), its control and Reset. */
export function FilterPanel(props: Props) {
  const { t, i18n } = useLingui();
  const { name, field, label, filter, dispatch } = props;
  return (
    <>
      <Group justify="space-between" gap="xs" mb={8} wrap="nowrap">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        {field.operators.length > 1 && (
          <NativeSelect
            size="xs"
            aria-label={t`${label} operator`}
            data={field.operators.map((op) => ({ value: op, label: i18n._(operatorLabels[op]) }))}
            value={filter.option_type}
            onChange={(e) => dispatch(filterActions.setOperator(name, e.currentTarget.value as Operator))}
          />
        )}
      </Group>
      <Suspense fallback={<Loader size="xs" />}>
        <Control {...props} />
      </Suspense>
      <Group justify="flex-end" mt={8}>
        <Button
          variant="subtle"
          color="gray"
          size="compact-xs"
          aria-label={t`Reset ${label}`}
          onClick={() => dispatch(filterActions.reset(name))}
        >
          <Trans>Reset</Trans>
        </Button>
      </Group>
    </>
  );
}
