import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../http/errors.ts';

export interface Upload {
  /** The file's bytes, when the form had one. */
  file?: { bytes: Buffer; name: string };
  fields: Record<string, string>;
}

/** multipart/form-data for this scope: one file and a few text fields per request. */
export async function registerUploads(app: FastifyInstance) {
  await app.register(multipart, { limits: { files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12 } });
}

const failures: Record<string, (sizeMessage: string) => AppError> = {
  FST_REQ_FILE_TOO_LARGE: (size) => new AppError(413, size, { file: size }),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => badRequest('Send the file as multipart/form-data.'),
  FST_FILES_LIMIT: () => badRequest('Send one file at a time.'),
};

/** Reads the whole form; a file over `maxBytes` is a 413 with `sizeMessage`, whatever its declared size. */
export async function readUpload(
  req: FastifyRequest,
  maxBytes: number,
  sizeMessage: string,
): Promise<Upload> {
  const upload: Upload = { fields: {} };
  try {
    for await (const part of req.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'file') upload.file = { bytes: await part.toBuffer(), name: part.filename };
      else upload.fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    const mapped = failures[(error as { code?: string }).code ?? ''];
    throw mapped ? mapped(sizeMessage) : error;
  }
  return upload;
}

/** Headers for a stored file: its own type only, never sniffed, never run as a page. */
export const fileHeaders = (contentType: string) => ({
  'content-type': contentType,
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'",
  'cache-control': 'private, no-cache',
});

/** Sends a stored file as a download under its own name. */
export const sendDownload = (
  reply: FastifyReply,
  file: { bytes: Buffer; contentType: string; name: string },
) =>
  reply
    .headers({
      ...fileHeaders(file.contentType),
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    })
    .send(file.bytes);
