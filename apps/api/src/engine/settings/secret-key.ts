import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Config, ConfigError } from '../../config.ts';

const KEY_FILE = 'settings-secret.key';

/** Written whole under another name, then linked into place: a server starting beside us reads all or nothing. */
function createKeyFile(dir: string, file: string) {
  mkdirSync(dir, { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, randomBytes(32).toString('hex'), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
}

/**
 * The key that seals stored secrets. From `SETTINGS_SECRET_KEY`; with the embedded database, a key
 * generated once and kept under DATA_DIR beside it. A shared PostgreSQL needs the variable: every server
 * must open what another sealed, and a key on one server's disk would not be shared.
 */
export function settingsSecretKey(config: Config): Buffer {
  if (config.SETTINGS_SECRET_KEY) return Buffer.from(config.SETTINGS_SECRET_KEY, 'hex');
  if (config.DATABASE_URL)
    throw new ConfigError(
      'Invalid configuration:\n  SETTINGS_SECRET_KEY: required with DATABASE_URL (64 hex characters: 32 random bytes)',
    );
  const dir = resolve(config.DATA_DIR);
  const file = join(dir, KEY_FILE);
  if (!existsSync(file)) createKeyFile(dir, file);
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
}
