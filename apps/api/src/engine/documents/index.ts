/**
 * Documents engine: PDFs built on the server with pdfmake 0.3. Describe the document as a pdfmake definition
 * (`content`, `styles`, `pageSize`…; see pdfmake's docs) and call `renderPdf(definition)` to get the bytes; text is
 * set in Roboto from pdfmake's own npm package (covers ñ ü ß and accents), so nothing is fetched and no local
 * file is read on a definition's say. Pictures go in `definition.images` as bytes (PNG/JPEG) or data URLs and are
 * placed with `{ image: '<name>', fit: [w, h] }`. `storePdf(storage, folder, bytes)` writes the result through
 * the storage engine under a fresh unguessable key (`documents/<folder>/<hex>.pdf`) and returns the key to keep
 * on the record; `readPdf(storage, key)` reads it back for a download (send it with `sendDownload` from
 * `engine/storage/uploads.ts`). Tests read a PDF's text with `pdfText(bytes)` from `test/support/pdf-text.ts`.
 */
export { prepareDocuments, renderPdfApart } from './apart.ts';
export { type PdfDefinition, renderPdf } from './render.ts';
export { pdfContentType, readPdf, storePdf } from './store.ts';
