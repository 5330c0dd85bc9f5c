import { type PdfDefinition, renderPdf } from './render.ts';

export interface PdfTask {
  /** A module of ours whose default export builds the definition from `input` (a definition may hold functions). */
  builder: string;
  input: unknown;
  /** Only load the builder and the fonts, so the next real document starts at once. */
  warm?: boolean;
}

/** What a documents worker does with each message (see apart.ts). */
export default async function handle({ builder, input, warm }: PdfTask) {
  const { default: definitionOf } = (await import(builder)) as { default: (input: unknown) => PdfDefinition };
  if (warm) return renderPdf({ content: [{ text: ' ' }] });
  return renderPdf(definitionOf(input));
}
