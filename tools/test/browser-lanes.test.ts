import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { browserLanesOf, secondsOf } from '../browser-lanes.ts';

describe('browser lanes', () => {
  const files = readdirSync('e2e').filter((name) => name.endsWith('.e2e.ts'));

  it('puts every browser file in exactly one lane', () => {
    const lanes = browserLanesOf(files, 2);
    expect(lanes).toHaveLength(2);
    expect(lanes.flat().sort()).toEqual([...files].sort());
  });

  it('keeps the long walks apart and the lanes within one typical file of each other', () => {
    const [first, second] = browserLanesOf(files, 2);
    const walks = ['axe.e2e.ts', 'menu-titles.e2e.ts'];
    expect(walks.map((walk) => first.includes(walk))).toEqual([true, false]);
    const [a, b] = [first, second].map((lane) => lane.reduce((sum, file) => sum + secondsOf(file), 0));
    expect(Math.abs(a - b)).toBeLessThanOrEqual(secondsOf('a-typical.e2e.ts'));
  });

  it('gives one lane everything when there is one', () => {
    expect(browserLanesOf(['b.e2e.ts', 'a.e2e.ts'], 1)).toEqual([['a.e2e.ts', 'b.e2e.ts']]);
  });
});
