import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { checkKey, type Storage } from './storage.ts';

const TYPE_SUFFIX = '.content-type';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under `root` (DATA_DIR/uploads by default, outside the web root); the content type sits beside each file. */
export function createLocalDiskStorage(root: string): Storage {
  const pathOf = (key: string) => join(root, checkKey(key));

  return {
    async put(key, bytes, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
      await writeFile(path + TYPE_SUFFIX, contentType);
    },

    async get(key) {
      const path = pathOf(key);
      try {
        const [bytes, contentType] = await Promise.all([
          readFile(path),
          readFile(path + TYPE_SUFFIX, 'utf8'),
        ]);
        return { bytes, contentType };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(path + TYPE_SUFFIX, { force: true });
    },
  };
}
