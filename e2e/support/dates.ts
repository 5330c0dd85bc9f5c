import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

const regions = { en: 'en-GB', es: 'es-ES' } as const;
type Language = keyof typeof regions;

/** A day ('2027-06-02') as a date field shows it once left: '2 Jun 2027', '2 jun 2027'. */
export function shownDate(iso: string, language: Language = 'en') {
  const day = new Date(`${iso}T00:00:00Z`);
  return new Intl.DateTimeFormat(regions[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(day);
}

/** Types a day into a date field as a person would ('2/6/2027', day first) and leaves it, shown in full. */
export async function fillDate(input: Locator, iso: string, language: Language = 'en') {
  const [year, month, day] = iso.split('-').map(Number);
  await input.fill(`${day}/${month}/${year}`);
  await input.blur();
  await expect.poll(() => input.inputValue()).toBe(shownDate(iso, language));
}
