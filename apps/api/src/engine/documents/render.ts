import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { robotoFamily, robotoFiles } from './fonts.ts';

export type PdfDefinition = Omit<TDocumentDefinitions, 'images'> & {
  /** Pictures by name, as bytes (PNG or JPEG) or data URLs; content refers to them with `{ image: name }`. */
  images?: Record<string, Uint8Array | string>;
};

interface VirtualFs {
  writeFileSync(name: string, content: Buffer): void;
}

let ready = false;
function prepare() {
  if (ready) return;
  const vfs = (pdfmake as unknown as { virtualfs: VirtualFs }).virtualfs;
  for (const [name, bytes] of Object.entries(robotoFiles())) vfs.writeFileSync(name, bytes);
  pdfmake.setFonts(robotoFamily);
  // Documents are built from our own data: no fetching URLs, no reading the disk on a definition's say.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  ready = true;
}

const dataUrl = (bytes: Uint8Array) => {
  const png = bytes[0] === 0x89 && bytes[1] === 0x50;
  return `data:image/${png ? 'png' : 'jpeg'};base64,${Buffer.from(bytes).toString('base64')}`;
};

/** Renders a pdfmake definition to PDF bytes, in Roboto unless the definition's default style says otherwise. */
export async function renderPdf(definition: PdfDefinition): Promise<Buffer> {
  prepare();
  const images = Object.fromEntries(
    Object.entries(definition.images ?? {}).map(([name, image]) => [
      name,
      typeof image === 'string' ? image : dataUrl(image),
    ]),
  );
  const doc = pdfmake.createPdf({
    ...definition,
    images,
    defaultStyle: { font: 'Roboto', ...definition.defaultStyle },
  });
  return doc.getBuffer();
}
