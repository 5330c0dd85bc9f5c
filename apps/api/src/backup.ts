import { loadConfig } from './config.ts';
import { backup } from './engine/backup/backup.ts';
import { restore } from './engine/backup/restore.ts';

/** `npm run backup -- <file>` and `npm run restore -- <file>`, with the server's own environment. */
async function main() {
  const [command, file] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !file) {
    console.error('Usage: npm run backup -- <file> | npm run restore -- <file>');
    process.exit(2);
  }
  const config = loadConfig();
  const manifest = command === 'backup' ? await backup(config, file) : await restore(config, file);
  console.log(
    `${command === 'backup' ? 'Backed up' : 'Restored'} the ${manifest.database} database (${manifest.created_at}): ${file}`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
