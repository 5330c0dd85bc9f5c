import type { DateUnit, Operator } from '@trips/shared/list/kinds';

export const operatorLabels: Readonly<Record<Operator, string>> = {
  is: 'is',
  contains: 'contains',
  between: 'between',
  in_the_last: 'in the last',
  due_in: 'due in',
  has_any: 'has any of',
  has_all: 'has all of',
  has_none: 'has none of',
};

export const dateUnitLabels: Readonly<Record<DateUnit, string>> = {
  day: 'days',
  week: 'weeks',
  month: 'months',
  year: 'years',
};
