import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Jimp } from 'jimp';
import { describe, expect, it } from 'vitest';
import { readPdf, renderPdf, renderPdfApart, storePdf } from '../src/engine/documents/index.ts';
import { createLocalDiskStorage } from '../src/engine/storage/local-disk.ts';
import { pdfHasImage, pdfPages, pdfText } from './support/pdf-text.ts';

describe('documents engine', () => {
  it('renders text with ñ ü ß intact, pages in order and an embedded picture', async () => {
    const picture = await new Jimp({ width: 40, height: 20, color: 0xcc3366ff }).getBuffer('image/png');
    const bytes = await renderPdf({
      images: { logo: picture },
      content: [
        { text: 'Año nuevo en Müllheim, Straße 5', fontSize: 16 },
        { image: 'logo', width: 40 },
        { text: 'Second page', pageBreak: 'before' },
      ],
    });
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfText(bytes)).toContain('Año nuevo en Müllheim, Straße 5');
    expect(await pdfPages(bytes)).toHaveLength(2);
    expect(pdfHasImage(bytes)).toBe(true);
  });

  it('lays out a long document on a worker thread, its definition built there (a footer function too)', async () => {
    // Counts turns of the event loop until the document is done: layout done on this thread would allow none.
    let done = false;
    let turns = 0;
    const spin = () => {
      turns++;
      if (!done) setImmediate(spin);
    };
    const rendering = renderPdfApart(new URL('./support/pdf-builder.ts', import.meta.url), 60);
    setImmediate(spin);
    const bytes = await rendering;
    done = true;
    expect(await pdfPages(bytes)).toHaveLength(60);
    const text = await pdfText(bytes);
    expect(text).toContain('Line 2400 of the long document');
    expect(text).toContain('Page 60 of 60');
    expect(turns).toBeGreaterThan(10);
  });

  it('never fetches a URL or reads a local file named by the definition', async () => {
    await expect(renderPdf({ content: [{ image: 'http://127.0.0.1:9/x.png' }] })).rejects.toThrow();
    await expect(renderPdf({ content: [{ image: '/etc/passwd' }] })).rejects.toThrow();
  });

  it('stores a PDF under a fresh key and reads it back', async () => {
    const root = await mkdtemp(join(tmpdir(), 'documents-'));
    try {
      const storage = createLocalDiskStorage(root);
      const bytes = await renderPdf({ content: ['Hello'] });
      const key = await storePdf(storage, 'vouchers', bytes);
      expect(key).toMatch(/^documents\/vouchers\/[a-f0-9]{32}\.pdf$/);
      expect(await readPdf(storage, key)).toEqual(bytes);
      expect(await storePdf(storage, 'vouchers', bytes)).not.toBe(key);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
