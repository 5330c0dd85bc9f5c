import { useLingui } from '@lingui/react/macro';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { useState } from 'react';
import { dateFieldFormat, dateFieldLocale, parseDateText } from './dateText';

export interface DateFieldProps
  extends Omit<DateInputProps, 'value' | 'onChange' | 'defaultValue' | 'date' | 'onDateChange'> {
  /** The day as the forms and the API hold it: 'YYYY-MM-DD', or empty. */
  value: string | null | undefined;
  onChange: (day: string | null) => void;
  /** Where the calendar opens while the field is empty: an end date's calendar at its start ('YYYY-MM-DD'). */
  openAt?: string | null;
}

/**
 * The one date control: a day typed ('2/6/2027', '2 Jun 2027', '2027-06-02') or picked in a calendar whose
 * weeks start on Monday; shown as the lists show dates, in the interface's language; clearable unless required.
 */
export function DateField({
  value,
  onChange,
  required,
  readOnly,
  openAt,
  clearable,
  ...rest
}: DateFieldProps) {
  // The language shown: a change redraws the field in it.
  const { t } = useLingui();
  // The month on show, once the person has moved the calendar or typed a day.
  const [shown, setShown] = useState<string | undefined>();
  // A whole day typed leaves the calendar nothing to add: it closes (it would cover the buttons below
  // and swallow the next click) until the field is clicked or focused again. Escape and Tab close it too.
  const [typedDay, setTypedDay] = useState(false);
  return (
    <DateInput
      {...rest}
      popoverProps={typedDay ? { ...rest.popoverProps, opened: false } : rest.popoverProps}
      onInput={(event) => {
        setTypedDay(parseDateText(event.currentTarget.value) !== null);
        rest.onInput?.(event);
      }}
      onClick={(event) => {
        setTypedDay(false);
        rest.onClick?.(event);
      }}
      onFocus={(event) => {
        setTypedDay(false);
        rest.onFocus?.(event);
      }}
      required={required}
      readOnly={readOnly}
      locale={dateFieldLocale()}
      valueFormat={dateFieldFormat}
      dateParser={parseDateText}
      placeholder={rest.placeholder ?? t`dd/mm/yyyy`}
      value={value || null}
      onChange={(day) => onChange(day || null)}
      date={shown ?? (value || openAt || undefined)}
      onDateChange={setShown}
      clearable={clearable ?? (!required && !readOnly)}
      clearButtonProps={{ 'aria-label': t`Clear` }}
      firstDayOfWeek={1}
      ariaLabels={{
        previousMonth: t`Previous month`,
        nextMonth: t`Next month`,
        monthLevelControl: t`Choose a month`,
        previousYear: t`Previous year`,
        nextYear: t`Next year`,
        yearLevelControl: t`Choose a year`,
        previousDecade: t`Previous decade`,
        nextDecade: t`Next decade`,
      }}
    />
  );
}
