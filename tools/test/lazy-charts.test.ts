import { describe, expect, it } from 'vitest';
import { packagesLoadedWith } from '../architecture/static-imports.ts';

const charting = (packages: Set<string>) =>
  [...packages].filter((name) => name === 'recharts' || name.startsWith('@mantine/charts'));

describe('the charting library', () => {
  it('is not loaded with the app nor with the home screen (its panels import the reports’ views)', () => {
    expect(charting(packagesLoadedWith('apps/web/src/main.tsx'))).toEqual([]);
    expect(charting(packagesLoadedWith('apps/web/src/modules/home/HomePage.tsx'))).toEqual([]);
    expect(charting(packagesLoadedWith('apps/web/src/modules/reports/charts/BarSummary.tsx'))).toEqual([]);
  });

  it('comes with the first chart drawn, in a module of its own', () => {
    expect(charting(packagesLoadedWith('apps/web/src/modules/reports/charts/SummaryBars.tsx'))).toEqual([
      '@mantine/charts/styles.css',
      '@mantine/charts',
    ]);
  });
});
