import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { createSecretBox } from '../src/engine/settings/secret-box.ts';
import { settingsSecretKey } from '../src/engine/settings/secret-key.ts';

describe('sealed secrets', () => {
  const box = createSecretBox(randomBytes(32));

  it('opens what it sealed, and seals the same text differently each time', () => {
    const a = box.seal('pässword 🔑');
    expect(a).not.toContain('pässword');
    expect(box.seal('pässword 🔑')).not.toBe(a);
    expect(box.open(a)).toBe('pässword 🔑');
  });

  it('refuses a tampered secret and one sealed with another key', () => {
    const sealed = box.seal('secret');
    const parts = sealed.split(':');
    const flipped = Buffer.from(parts[3]!, 'base64');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => box.open([...parts.slice(0, 3), flipped.toString('base64')].join(':'))).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
  });

  it('takes the key from SETTINGS_SECRET_KEY, generates one under DATA_DIR once, and refuses a shared database without it', () => {
    const hex = randomBytes(32).toString('hex');
    expect(settingsSecretKey(loadConfig({ SETTINGS_SECRET_KEY: hex })).toString('hex')).toBe(hex);
    expect(() => loadConfig({ SETTINGS_SECRET_KEY: 'short' })).toThrow(ConfigError);

    const dir = mkdtempSync(join(tmpdir(), 'trips-key-'));
    try {
      const first = settingsSecretKey(loadConfig({ DATA_DIR: dir }));
      expect(first).toHaveLength(32);
      expect(settingsSecretKey(loadConfig({ DATA_DIR: dir }))).toEqual(first);
      expect(readFileSync(join(dir, 'settings-secret.key'), 'utf8')).toBe(first.toString('hex'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(() => settingsSecretKey(loadConfig({ DATABASE_URL: 'postgres://db.example/trips' }))).toThrow(
      /SETTINGS_SECRET_KEY/,
    );
  });
});
