import { describe, expect, it } from 'vitest';
import { namedIn, stepsBehind } from '../deps-behind.ts';

describe('how far a dependency is behind', () => {
  it('counts majors, and minors before 1.0 as npm’s caret does', () => {
    expect(stepsBehind('8.3.18', '9.8.1')).toBe(1);
    expect(stepsBehind('5.9.3', '7.0.2')).toBe(2);
    expect(stepsBehind('7.0.13', '7.9.0')).toBe(0);
    expect(stepsBehind('0.3.16', '0.5.17')).toBe(2);
    expect(stepsBehind('0.28.18', '0.28.19')).toBe(0);
    expect(stepsBehind('0.9.1', '1.2.0')).toBe(1);
  });

  it('finds a kept dependency by its name, its scope or its alias', () => {
    const text = '| `@lingui/*` at 5 |\n| `vitest` at 4 |\n| `typescript-js` (TypeScript 6) |';
    expect(namedIn(text, '@lingui/core')).toBe(true);
    expect(namedIn(text, 'vitest')).toBe(true);
    expect(namedIn(text, 'typescript-js:typescript@^6.0.3')).toBe(true);
    expect(namedIn(text, 'kysely')).toBe(false);
    expect(namedIn(text, '@mantine/core')).toBe(false);
  });
});
