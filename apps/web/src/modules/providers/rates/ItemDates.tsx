import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Box, Group } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { weekDayNames } from '@trips/shared/pricing/index';
import { DateField } from '../../../engine/form/controls/DateField';
import { FieldControl } from '../../../engine/form/FieldControl';
import type { FieldSpec } from '../../../engine/form/fieldSpec';
import type { RateItemProps } from './rateProps';
import { weekDayTexts } from './rateTexts';

const typeField: FieldSpec = {
  key: 'rate_item_type_id',
  label: msg`Type`,
  kind: 'lookup',
  lookup: 'rate_item_types',
  required: true,
};
const weekDayField = { key: 'week_day_id', label: msg`Week day`, kind: 'select', required: true } as const;

/** What every rate item has: a type, a week day and an inclusive date range; and its remove button. */
export function ItemDates({ item, label, edit, remove, errors }: RateItemProps) {
  const { i18n, t } = useLingui();
  const weekDays = Object.entries(weekDayNames).map(([value, name]) => {
    const text = weekDayTexts[Number(value)];
    return { value, label: text ? i18n._(text) : name };
  });
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Box w={150}>
        <FieldControl
          size="xs"
          spec={typeField}
          name={t`${label} type`}
          value={item.rate_item_type_id}
          onChange={(id) => typeof id === 'number' && edit({ rate_item_type_id: id })}
        />
      </Box>
      <Box w={150}>
        <FieldControl
          size="xs"
          spec={{ ...weekDayField, options: weekDays }}
          name={t`${label} week day`}
          value={String(item.week_day_id)}
          onChange={(day) => day && edit({ week_day_id: Number(day) })}
        />
      </Box>
      <DateField
        size="xs"
        w={140}
        required
        label={t`From`}
        aria-label={t`${label} from`}
        value={item.from_date}
        onChange={(day) => edit({ from_date: day ?? '' })}
        error={errors.from_date}
      />
      <DateField
        size="xs"
        w={140}
        required
        label={t`To`}
        aria-label={t`${label} to`}
        value={item.to_date}
        openAt={item.from_date}
        onChange={(day) => edit({ to_date: day ?? '' })}
        error={errors.to_date}
      />
      <ActionIcon variant="subtle" color="gray" mb={4} aria-label={t`Remove ${label}`} onClick={remove}>
        <IconTrash size={15} />
      </ActionIcon>
    </Group>
  );
}
