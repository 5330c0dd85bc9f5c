import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Files the browser reads as text; pictures and fonts are compressed already. */
const compressible = /\.(?:js|mjs|css|svg|json|txt|xml|wasm|webmanifest)$/;
/** Smaller files save less than the headers a compressed answer costs. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of a built folder, each
 * only when it is smaller, so the server sends them as they are (`@fastify/static`'s `preCompressed`)
 * instead of compressing on each request. index.html is left alone: the server rewrites each copy it sends.
 */
export async function precompress(folder: string): Promise<string[]> {
  const names = (await readdir(folder, { recursive: true, encoding: 'utf8' })).filter(
    (name) => compressible.test(name) && name !== 'index.html',
  );
  const written: string[] = [];
  for (const name of names) {
    const file = join(folder, name);
    if ((await stat(file)).size < MIN_BYTES) continue;
    const bytes = await readFile(file);
    const copies: [string, Buffer][] = [
      [`${file}.br`, await brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })],
      [`${file}.gz`, await gzipped(bytes, { level: 9 })],
    ];
    for (const [copy, packed] of copies) {
      if (packed.length >= bytes.length) continue;
      await writeFile(copy, packed);
      written.push(copy);
    }
  }
  return written;
}

/** The build's last step: the compressed copies of what it wrote. */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'trips:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompress(outDir);
    },
  };
}
