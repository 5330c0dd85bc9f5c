import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DateUnit, Operator } from '@trips/shared/list/kinds';

export const operatorLabels: Readonly<Record<Operator, MessageDescriptor>> = {
  is: msg`is`,
  contains: msg`contains`,
  between: msg`between`,
  in_the_last: msg`in the last`,
  due_in: msg`due in`,
  has_any: msg`has any of`,
  has_all: msg`has all of`,
  has_none: msg`has none of`,
};

export const dateUnitLabels: Readonly<Record<DateUnit, MessageDescriptor>> = {
  day: msg`days`,
  week: msg`weeks`,
  month: msg`months`,
  year: msg`years`,
};
