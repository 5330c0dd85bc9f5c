import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Select } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { weekDayNames } from '@trips/shared/pricing/index';
import { DateField } from '../../../engine/form/controls/DateField';
import { useLookup } from '../../../engine/options/useLookup';
import type { RateItemProps } from './rateProps';
import { weekDayTexts } from './rateTexts';

/** What every rate item has: a type, a week day and an inclusive date range; and its remove button. */
export function ItemDates({ item, label, edit, remove, errors }: RateItemProps) {
  const { i18n, t } = useLingui();
  const types = useLookup('rate_item_types').data ?? [];
  const weekDays = Object.entries(weekDayNames).map(([value, name]) => {
    const text = weekDayTexts[Number(value)];
    return { value, label: text ? i18n._(text) : name };
  });
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        size="xs"
        w={150}
        label={t`Type`}
        aria-label={t`${label} type`}
        allowDeselect={false}
        data={types.map((t) => ({ value: String(t.id), label: t.name }))}
        value={String(item.rate_item_type_id)}
        onChange={(v) => v && edit({ rate_item_type_id: Number(v) })}
      />
      <Select
        size="xs"
        w={150}
        label={t`Week day`}
        aria-label={t`${label} week day`}
        allowDeselect={false}
        data={weekDays}
        value={String(item.week_day_id)}
        onChange={(v) => v && edit({ week_day_id: Number(v) })}
      />
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
