/**
 * Seconds a browser file took in a CI run on two cores (the walks over every screen, and the files with the
 * most tests); a file not named here counts as a typical one. Rough figures serve: re-measure when a lane
 * ends far from the others (the run's summary names the slowest files).
 */
const measuredSeconds: Record<string, number> = {
  'axe.e2e.ts': 114,
  'providers.e2e.ts': 55,
  'trip-sections.e2e.ts': 52,
  'menu-titles.e2e.ts': 42,
  'locations.e2e.ts': 39,
  'trips.e2e.ts': 36,
  'keyboard.e2e.ts': 32,
  'small-screens.e2e.ts': 27,
  'provider-rates.e2e.ts': 26,
};
const typicalSeconds = 15;

/** What a file is expected to take, in seconds. */
export const secondsOf = (file: string) => measuredSeconds[file] ?? typicalSeconds;

/** Splits the files into `count` lanes of about equal time: longest first, each to the lane least loaded. */
export function browserLanesOf(files: string[], count: number): string[][] {
  const lanes = Array.from({ length: count }, () => ({ files: [] as string[], seconds: 0 }));
  const longestFirst = [...files].sort((a, b) => secondsOf(b) - secondsOf(a) || a.localeCompare(b));
  for (const file of longestFirst) {
    const lightest = lanes.reduce((least, lane) => (lane.seconds < least.seconds ? lane : least));
    lightest.files.push(file);
    lightest.seconds += secondsOf(file);
  }
  return lanes.map((lane) => lane.files);
}
