import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../architecture/import-graph.ts';
import { mapProblems } from '../architecture/map.ts';

const record = (title: string, filler = 0) =>
  `# ${title}\n\n## Context\n\nWhy.\n\n## Decision\n\n${'x'.repeat(filler)}\n\n## Consequences\n\n- So.\n`;

/** A repository holding only a map and its decision records. */
function fixture(map: string, records: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'map-'));
  mkdirSync(join(root, 'docs/decisions'), { recursive: true });
  writeFileSync(join(root, 'ARCHITECTURE.md'), map);
  for (const [name, text] of Object.entries(records)) writeFileSync(join(root, 'docs/decisions', name), text);
  return root;
}

const eight = Object.fromEntries(
  Array.from({ length: 8 }, (_, i) => [`000${i + 1}-rule-${i + 1}.md`, record(`Rule ${i + 1}`)]),
);
const linking = (names: string[]) => names.map((n) => `- [${n}](docs/decisions/${n})`).join('\n');

describe('ARCHITECTURE.md is a map with its decisions in short records', () => {
  const made: string[] = [];
  const make = (map: string, records: Record<string, string>) => {
    const root = fixture(map, records);
    made.push(root);
    return root;
  };
  afterEach(() => {
    for (const root of made.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  it('holds for this repository', () => {
    expect(mapProblems(repoRoot)).toEqual([]);
  });

  it('accepts a short map that links eight short records', () => {
    expect(mapProblems(make(linking(Object.keys(eight)), eight))).toEqual([]);
  });

  it('fails on a map over 25,000 bytes', () => {
    const map = `${linking(Object.keys(eight))}\n${'word '.repeat(5_000)}`;
    expect(mapProblems(make(map, eight))).toEqual([
      `ARCHITECTURE.md is ${Buffer.byteLength(map)} bytes, over 25000`,
    ]);
  });

  it('fails on fewer than eight records, and on a record over 8 KB or without its parts', () => {
    const records = {
      '0001-long.md': record('Long', 8_000),
      '0002-bare.md': '# Bare\n\nJust a note.\n',
    };
    const problems = mapProblems(make(linking(Object.keys(records)), records));
    expect(problems).toContain('docs/decisions holds 2 records, fewer than 8');
    expect(problems.some((p) => /^docs\/decisions\/0001-long\.md is \d+ bytes, over 8000$/.test(p))).toBe(
      true,
    );
    expect(problems).toContain('docs/decisions/0002-bare.md has no "## Context"');
  });

  it('fails on a linked record that does not exist, and on a record the map does not link', () => {
    const names = Object.keys(eight);
    const map = linking([...names.slice(1), '0009-missing.md']);
    expect(mapProblems(make(map, eight))).toEqual([
      'ARCHITECTURE.md links docs/decisions/0009-missing.md, which does not exist',
      `ARCHITECTURE.md does not link docs/decisions/${names[0]}`,
    ]);
  });

  it('fails on a path the map names that does not exist', () => {
    const map = `${linking(Object.keys(eight))}\nLists live in \`apps/web/src/engine/ListPage\`.`;
    expect(mapProblems(make(map, eight))).toEqual([
      'ARCHITECTURE.md names apps/web/src/engine/ListPage, which does not exist',
    ]);
  });
});
