import { backupMessages as m } from '@trips/shared/backup/messages';
import { loadConfig } from './config.ts';
import { backup } from './engine/backup/backup.ts';
import { restore } from './engine/backup/restore.ts';
import { forTerminal } from './engine/i18n/terminal-language.ts';

async function backUp(file: string) {
  const { manifest, server } = await backup(loadConfig(), file);
  if (manifest.database === 'postgres') return m.backedUpPostgres(file);
  return server ? m.backedUpThroughServer(server.pid, file) : m.backedUpFolder(file);
}

async function restoreFrom(file: string) {
  const manifest = await restore(loadConfig(), file);
  return manifest.database === 'postgres' ? m.restoredPostgres(file) : m.restoredEmbedded(file);
}

/** `npm run backup -- <file>` and `npm run restore -- <file>`, with the server's own environment. */
async function main() {
  const [command, file] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !file) {
    console.error(forTerminal(m.usage));
    process.exit(2);
  }
  console.log(forTerminal(command === 'backup' ? await backUp(file) : await restoreFrom(file)));
}

main().catch((error) => {
  console.error(error instanceof Error ? forTerminal(error.message) : error);
  process.exit(1);
});
