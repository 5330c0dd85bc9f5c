import { type PdfDefinition, renderPdf } from './render.ts';

export interface PdfTask {
  /** A module of ours whose default export builds the definition from `input` (a definition may hold functions). */
  builder: string;
  input: unknown;
}

/** What a documents worker does with each message (see apart.ts). */
export default async function handle({ builder, input }: PdfTask) {
  const { default: definitionOf } = (await import(builder)) as { default: (input: unknown) => PdfDefinition };
  return renderPdf(definitionOf(input));
}
