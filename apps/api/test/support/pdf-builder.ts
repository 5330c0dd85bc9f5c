import type { PdfDefinition } from '../../src/engine/documents/index.ts';

/** A long document for the documents worker's test: `pages` pages of lines and a footer counting them. */
export default function longDocument(pages: number): PdfDefinition {
  return {
    content: Array.from({ length: pages * 40 }, (_, i) => ({
      text: `Line ${i + 1} of the long document`,
      ...(i > 0 && i % 40 === 0 ? { pageBreak: 'before' as const } : {}),
    })),
    footer: (page, count) => ({ text: `Page ${page} of ${count}`, alignment: 'center' }),
  };
}
