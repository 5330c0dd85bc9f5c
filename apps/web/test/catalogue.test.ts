// This test reads the repository's files: Node types here only, the web app has none.
/// <reference types="node" />
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const web = join(import.meta.dirname, '..');
const catalogueFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.po'))
    .map((file) => join(dir, file));

/** msgid → msgstr of a .po file (single-line entries, as the extractor writes them). */
function entries(file: string): Map<string, string> {
  const found = new Map<string, string>();
  const pattern = /^msgid (".*")\nmsgstr (".*")$/gm;
  for (const [, id, text] of readFileSync(file, 'utf8').matchAll(pattern)) {
    const key = JSON.parse(id!) as string;
    if (key !== '') found.set(key, JSON.parse(text!) as string);
  }
  return found;
}

describe('translation catalogues', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'catalogue-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('hold every message of the source, in English and Spanish', { timeout: 120_000 }, () => {
    // Extract afresh into a scratch copy of the catalogue folders and compare with the committed ones.
    const config = join(scratch, 'lingui.config.mjs');
    writeFileSync(
      config,
      `import { catalogs } from ${JSON.stringify(join(web, 'lingui.config.js'))};
       export default { sourceLocale: 'en', locales: ['en', 'es'],
         catalogs: catalogs(${JSON.stringify(web)}, ${JSON.stringify(scratch)}) };`,
    );
    // Wherever npm placed it (the web package's own node_modules or the root's).
    const cliMain = createRequire(join(web, 'package.json')).resolve('@lingui/cli');
    const cli = join(dirname(cliMain), 'lingui-extract.js');
    execFileSync(process.execPath, [cli, '--config', config], { cwd: web, stdio: 'pipe' });
    const fresh = catalogueFiles(join(scratch, 'src'));
    expect(fresh.length).toBeGreaterThan(2);
    for (const file of fresh) {
      // A module without messages needs no catalogue.
      if (entries(file).size === 0) continue;
      const path = relative(scratch, file);
      const committed = join(web, path);
      const behind = `${path} is behind the source: run npm run i18n:extract`;
      expect(existsSync(committed), behind).toBe(true);
      expect([...entries(committed).keys()].sort(), behind).toEqual([...entries(file).keys()].sort());
    }
  });

  it('translate every message into Spanish', () => {
    const untranslated = catalogueFiles(join(web, 'src'))
      .filter((file) => file.endsWith('es.po'))
      .flatMap((file) => [...entries(file)].filter(([, text]) => text.trim() === '').map(([id]) => id));
    expect(untranslated).toEqual([]);
  });
});
