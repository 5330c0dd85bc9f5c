import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/** The limits that keep ARCHITECTURE.md a map a newcomer reads in ten minutes, its reasons in short records. */
export const mapLimits = { mapBytes: 25_000, minRecords: 8, recordBytes: 8_000 } as const;

const recordName = /^\d{4}-[a-z0-9-]+\.md$/;
const sections = ['## Context', '## Decision', '## Consequences'];

/** Links (`[text](target)`) of a markdown text to files, anchors and web addresses left out. */
const fileLinks = (text: string) =>
  [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].map((m) => m[1]).filter((t) => !/^[a-z]+:/.test(t));

/** Repository paths the map names in code spans (`apps/…`, `tools/…`), placeholders (`<domain>`) left out. */
const namedPaths = (text: string) =>
  [...text.matchAll(/`((?:apps|packages|tools|docs|e2e)\/[^`\s]*)`/g)]
    .map((m) => m[1])
    .filter((p) => !/[<>{}*|]/.test(p));

const existsAsSource = (root: string, path: string) =>
  ['', '.ts', '.tsx'].some((ext) => existsSync(join(root, path + ext)));

/**
 * What keeps the map from being one: too long, too few or too long decision records, a record without its
 * three parts, a record the map does not link, a link or a named path that leads nowhere.
 */
export function mapProblems(root: string): string[] {
  const problems: string[] = [];
  const mapFile = join(root, 'ARCHITECTURE.md');
  const map = readFileSync(mapFile, 'utf8');
  const mapBytes = statSync(mapFile).size;
  if (mapBytes > mapLimits.mapBytes)
    problems.push(`ARCHITECTURE.md is ${mapBytes} bytes, over ${mapLimits.mapBytes}`);
  const folder = join(root, 'docs/decisions');
  const records = existsSync(folder)
    ? readdirSync(folder)
        .filter((f) => recordName.test(f))
        .sort()
    : [];
  if (records.length < mapLimits.minRecords)
    problems.push(`docs/decisions holds ${records.length} records, fewer than ${mapLimits.minRecords}`);
  for (const record of records) {
    const file = join(folder, record);
    const text = readFileSync(file, 'utf8');
    const bytes = statSync(file).size;
    if (bytes > mapLimits.recordBytes)
      problems.push(`docs/decisions/${record} is ${bytes} bytes, over ${mapLimits.recordBytes}`);
    for (const heading of sections)
      if (!text.split('\n').includes(heading)) problems.push(`docs/decisions/${record} has no "${heading}"`);
    for (const link of fileLinks(text))
      if (!existsSync(join(folder, link)))
        problems.push(`docs/decisions/${record} links ${link}, which does not exist`);
  }
  const linked = new Set<string>();
  for (const link of fileLinks(map)) {
    const target = normalize(link);
    if (!existsSync(join(root, target))) problems.push(`ARCHITECTURE.md links ${link}, which does not exist`);
    if (dirname(target) === 'docs/decisions') linked.add(target.slice('docs/decisions/'.length));
  }
  for (const record of records)
    if (!linked.has(record)) problems.push(`ARCHITECTURE.md does not link docs/decisions/${record}`);
  for (const path of namedPaths(map))
    if (!existsAsSource(root, path)) problems.push(`ARCHITECTURE.md names ${path}, which does not exist`);
  return problems;
}
