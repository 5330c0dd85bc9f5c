import { ActionIcon, Group, Select, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { weekDayNames } from '@trips/shared/pricing/index';
import { useLookup } from '../../../engine/options/useLookup';
import type { RateItemProps } from './rateProps';

const weekDays = Object.entries(weekDayNames).map(([value, label]) => ({ value, label }));

/** What every rate item has: a type, a week day and an inclusive date range; and its remove button. */
export function ItemDates({ item, label, edit, remove, errors }: RateItemProps) {
  const types = useLookup('rate_item_types').data ?? [];
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        size="xs"
        w={150}
        label="Type"
        aria-label={`${label} type`}
        allowDeselect={false}
        data={types.map((t) => ({ value: String(t.id), label: t.name }))}
        value={String(item.rate_item_type_id)}
        onChange={(v) => v && edit({ rate_item_type_id: Number(v) })}
      />
      <Select
        size="xs"
        w={150}
        label="Week day"
        aria-label={`${label} week day`}
        allowDeselect={false}
        data={weekDays}
        value={String(item.week_day_id)}
        onChange={(v) => v && edit({ week_day_id: Number(v) })}
      />
      <TextInput
        size="xs"
        type="date"
        label="From"
        aria-label={`${label} from`}
        value={item.from_date}
        onChange={(e) => edit({ from_date: e.currentTarget.value })}
        error={errors.from_date}
      />
      <TextInput
        size="xs"
        type="date"
        label="To"
        aria-label={`${label} to`}
        value={item.to_date}
        onChange={(e) => edit({ to_date: e.currentTarget.value })}
        error={errors.to_date}
      />
      <ActionIcon variant="subtle" color="gray" mb={4} aria-label={`Remove ${label}`} onClick={remove}>
        <IconTrash size={15} />
      </ActionIcon>
    </Group>
  );
}
