import { describe, expect, it } from 'vitest';
import { chooseRateItem, type DatedRateItem, dayNumber, isoDate, weekDayId } from '../src/pricing/index.ts';

const item = (id: number, from_date: string, to_date: string, week_day_id = 1, rate_item_type_id = 1) => ({
  id,
  rate_item_type_id,
  week_day_id,
  from_date,
  to_date,
});
const pick = (items: DatedRateItem[], date: string) => chooseRateItem(items, date)?.id ?? null;

describe('dates', () => {
  it('reads real calendar dates only', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2028-02-29')).not.toBeNull();
    for (const bad of ['2026-02-29', '2026-1-01', '2026-01-01T00:00', 20260101, null]) {
      expect(dayNumber(bad)).toBeNull();
    }
    expect(isoDate(dayNumber('0099-12-31')!)).toBe('0099-12-31');
  });

  it('maps week days to the week_days ids: 2 Monday … 8 Sunday', () => {
    const ids = [
      '2026-05-04',
      '2026-05-05',
      '2026-05-06',
      '2026-05-07',
      '2026-05-08',
      '2026-05-09',
      '2026-05-10',
    ];
    expect(ids.map((d) => weekDayId(dayNumber(d)!))).toEqual([2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('chooseRateItem', () => {
  const season = item(1, '2026-04-01', '2026-09-30');
  const sundays = item(2, '2026-04-01', '2026-09-30', 8);

  it('takes the item whose inclusive range holds the date', () => {
    expect(pick([season], '2026-04-01')).toBe(1);
    expect(pick([season], '2026-09-30')).toBe(1);
    expect(pick([season], '2026-10-01')).toBeNull();
  });

  it('prefers a specific week day over Any, even a wider one over a narrower Any', () => {
    const easter = item(3, '2026-04-01', '2026-04-12', 1, 4);
    expect(pick([season, sundays, easter], '2026-04-05')).toBe(2);
    expect(pick([season, sundays, easter], '2026-04-06')).toBe(3);
  });

  it('ignores a week-day item on other days', () => {
    expect(pick([sundays], '2026-05-09')).toBeNull();
    expect(pick([sundays], '2026-05-10')).toBe(2);
  });

  it('breaks the remaining ties by higher type id, then list order', () => {
    expect(
      pick([item(1, '2026-05-01', '2026-05-31'), item(2, '2026-05-01', '2026-05-31', 1, 3)], '2026-05-10'),
    ).toBe(2);
    expect(
      pick([item(1, '2026-05-01', '2026-05-31'), item(2, '2026-05-01', '2026-05-31')], '2026-05-10'),
    ).toBe(1);
  });

  it('gives null for an invalid date or rate', () => {
    expect(pick([season], 'tomorrow')).toBeNull();
    expect(pick([{ ...season, from_date: 'x' }], '2026-05-01')).toBeNull();
  });
});
