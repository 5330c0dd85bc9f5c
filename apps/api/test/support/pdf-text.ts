import { extractText, getDocumentProxy } from 'unpdf';

/** The text of every page of a PDF, pages joined by a blank line (unpdf reads it back the way a viewer would). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  return text.join('\n\n');
}

/** The text of each page, in order. */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(pdf, { mergePages: false })).text;
}

/** Whether the PDF embeds at least one picture (an /Image XObject). */
export const pdfHasImage = (bytes: Uint8Array) =>
  /\/Subtype\s*\/Image/.test(Buffer.from(bytes).toString('latin1'));
