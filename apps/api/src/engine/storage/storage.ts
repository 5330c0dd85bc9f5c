/** A stored file: its bytes and the content type it was stored with. */
export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where uploaded files live. Keys are relative paths of lowercase letters, digits, '-', '_', '.' and '/'.
 * The local-disk driver is the default; a bucket driver can replace it without touching the modules.
 */
export interface Storage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

/** Keys come from our code, but a bad one must never reach outside the storage root. */
export function checkKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
  return key;
}
