import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPercent,
  numberSeparators,
} from '../src/i18n/format';
import { formatNotificationDate } from '../src/modules/notifications/notificationDate';

const inSpanish = () => i18n.activate('es');
afterEach(() => i18n.activate('en'));

describe('one locale for dates, numbers and money', () => {
  it('writes a calendar day the way each language reads it, whatever the time zone', () => {
    expect(formatDate('2027-06-02')).toBe('2 Jun 2027');
    expect(formatDate('2026-12-13')).toBe('13 Dec 2026');
    expect(formatDate(null)).toBe('');
    inSpanish();
    expect(formatDate('2027-06-02')).toBe('2 jun 2027');
  });

  it('writes a moment in the company time zone (Madrid by default)', () => {
    // 16:20 UTC is 17:20 in Madrid in November.
    expect(formatDateTime('2026-11-23T16:20:41Z')).toBe('23 Nov 2026, 17:20');
    inSpanish();
    expect(formatDateTime('2026-11-23T16:20:41Z')).toBe('23 nov 2026, 17:20');
  });

  it('writes money with two decimals and the row’s currency symbol where the language puts it', () => {
    expect(formatMoney(1365)).toBe('€1,365.00');
    expect(formatMoney(125)).toBe('€125.00');
    expect(formatMoney(12.5, '£')).toBe('£12.50');
    expect(formatMoney(12.5, 'CHF')).toBe('CHF\u00a012.50');
    expect(formatMoney(-50)).toBe('-€50.00');
    expect(formatMoney(null)).toBe('');
    inSpanish();
    expect(formatMoney(125)).toBe('125,00\u00a0€');
    // Grouped as the number fields type it ('1.365'), though Spanish usage leaves four digits alone.
    expect(formatMoney(1365)).toBe('1.365,00\u00a0€');
    expect(formatMoney(12345.5)).toBe('12.345,50\u00a0€');
    expect(formatMoney(12.5, 'CHF')).toBe('12,50\u00a0CHF');
  });

  it('writes numbers and percentages in the language’s way', () => {
    expect(formatNumber(2340)).toBe('2,340');
    expect(formatPercent(21.254)).toBe('21.25 %');
    inSpanish();
    expect(formatNumber(12340.5)).toBe('12.340,5');
    expect(formatNumber(2015)).toBe('2.015');
    expect(formatPercent(21.254)).toBe('21,25 %');
  });

  it('types numbers with the language’s separators, as it writes them', () => {
    expect(numberSeparators()).toEqual({ group: ',', decimal: '.' });
    inSpanish();
    expect(numberSeparators()).toEqual({ group: '.', decimal: ',' });
  });

  it('names a notification’s day in the reader’s language', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(formatNotificationDate('2026-03-05T10:00:00Z', now)).toBe('5 Mar');
    inSpanish();
    expect(formatNotificationDate('2024-12-28T10:00:00Z', now)).toBe('28 dic 2024');
  });
});
