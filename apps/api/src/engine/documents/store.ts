import { randomBytes } from 'node:crypto';
import type { Storage } from '../storage/storage.ts';

export const pdfContentType = 'application/pdf';

/**
 * Stores a PDF under `documents/<folder>/<random>.pdf` and returns its key. The name is unguessable and new for
 * every version, so a replaced document never serves stale bytes; the caller deletes the old key after its
 * transaction commits.
 */
export async function storePdf(storage: Storage, folder: string, bytes: Uint8Array): Promise<string> {
  const key = `documents/${folder}/${randomBytes(16).toString('hex')}.pdf`;
  await storage.put(key, bytes, pdfContentType);
  return key;
}

/** Reads a stored PDF back; null when the key is gone. */
export async function readPdf(storage: Storage, key: string): Promise<Buffer | null> {
  const file = await storage.get(key);
  return file ? file.bytes : null;
}
