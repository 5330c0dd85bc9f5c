import { companyTimeZone } from './format';

/** The calendar day in the company's time zone, `days` from today ('2027-06-02'), for date filters. */
export function companyDay(days = 0, now = new Date()): string {
  const day = new Date(now.getTime() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: companyTimeZone() }).format(day);
}
