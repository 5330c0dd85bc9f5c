import { Checkbox, Group } from '@mantine/core';
import { isoWeekDays } from '@trips/shared/settings/record-fields';
import { tr } from '../../../i18n/tr';
import { type KindProps, useInputProps } from './inputProps';

/** ISO week days (1 = Monday … 7 = Sunday) as a row of boxes; the value is the ticked days in order. */
export function WeekDaysInput(props: KindProps<'weekdays'>) {
  const { value, onChange, readOnly } = props;
  const { input, label, i18n } = useInputProps(props);
  const days = Array.isArray(value) ? (value as number[]) : [];
  return (
    <Checkbox.Group
      label={label}
      value={days.map(String)}
      onChange={(next) => onChange(next.map(Number).sort((a, b) => a - b))}
      error={input.error}
    >
      <Group gap="md" mt={6}>
        {isoWeekDays.map((day) => (
          <Checkbox
            key={day.value}
            // The id takes a failed save to the first box.
            id={day.value === 1 ? input.id : undefined}
            value={String(day.value)}
            label={tr(day.label, i18n)}
            disabled={readOnly || input.disabled}
          />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
