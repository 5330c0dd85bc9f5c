import { i18n } from '@lingui/core';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { dateFieldFormat, dateFieldLocale, parseDateText } from '../src/engine/form/controls/dateText';
import { formatDate } from '../src/i18n/format';

afterEach(() => i18n.activate('en'));

describe('typing a date into a date field', () => {
  it('takes ISO days, day-first numbers and month names in English or Spanish', () => {
    expect(parseDateText('2027-06-02')).toBe('2027-06-02');
    expect(parseDateText('2/6/2027')).toBe('2027-06-02');
    expect(parseDateText(' 02.06.2027 ')).toBe('2027-06-02');
    expect(parseDateText('2-6-2027')).toBe('2027-06-02');
    expect(parseDateText('2 Jun 2027')).toBe('2027-06-02');
    expect(parseDateText('2 june 2027')).toBe('2027-06-02');
    expect(parseDateText('2 jun. 2027')).toBe('2027-06-02');
    expect(parseDateText('2 de junio de 2027')).toBe('2027-06-02');
    expect(parseDateText('4 Sept 2027')).toBe('2027-09-04');
    expect(parseDateText('13 dic 2026')).toBe('2026-12-13');
    expect(parseDateText('1 ago 2026')).toBe('2026-08-01');
  });

  it('takes nothing until the date is whole and real', () => {
    for (const text of [
      '',
      '2',
      '2/6',
      '2/6/20',
      '2/6/202',
      '31/2/2027',
      '2027-13-01',
      '2 ju 2027',
      'tomorrow',
    ])
      expect(parseDateText(text)).toBeNull();
  });
});

describe('how a date field shows its day', () => {
  const shown = (iso: string) => dayjs(iso).locale(dateFieldLocale()).format(dateFieldFormat);

  it('writes it as the lists do, in each language', () => {
    for (const iso of ['2027-06-02', '2027-09-04', '2026-12-13']) expect(shown(iso)).toBe(formatDate(iso));
    i18n.activate('es');
    for (const iso of ['2027-06-02', '2027-09-04', '2026-12-13']) expect(shown(iso)).toBe(formatDate(iso));
    expect(shown('2027-06-02')).toBe('2 jun 2027');
  });

  it('keeps the language’s calendar names, weeks from Monday', () => {
    i18n.activate('es');
    const locale = dayjs.Ls[dateFieldLocale()];
    expect(locale?.weekdaysMin?.[1]).toBe('lu');
    expect(locale?.months?.[5]).toBe('junio');
  });
});
