const dayMs = 86_400_000;

/** Calendar days as 'YYYY-MM-DD', counted in UTC so that no clock change moves them. */
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(day) + n * dayMs).toISOString().slice(0, 10);

export const daysFrom = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / dayMs);

export const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** Each night of a stay: its check-in day up to the day before check-out. */
export function nightsOf(checkin: string, checkout: string): string[] {
  const nights: string[] = [];
  for (let d = checkin; d < checkout; d = addDays(d, 1)) nights.push(d);
  return nights;
}
