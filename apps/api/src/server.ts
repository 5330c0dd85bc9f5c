import type { AddressInfo } from 'node:net';
import { bootstrap } from './bootstrap.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { FolderInUseError, type FolderLock, lockFolderForServer } from './engine/backup/folder-lock.ts';
import { forTerminal } from './engine/i18n/terminal-language.ts';

async function serve(config: Config, lock: FolderLock | null) {
  const { app } = await bootstrap(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    lock?.release();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
  const { address, port } = app.server.address() as AddressInfo;
  lock?.serving({ host: address, port });
}

async function main() {
  const config = loadConfig();
  // The embedded folder is this server's alone while it runs: a backup asks it instead of opening the folder.
  const lock = config.DATABASE_URL ? null : await lockFolderForServer(config.DATA_DIR);
  try {
    await serve(config, lock);
  } catch (error) {
    lock?.release();
    throw error;
  }
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof FolderInUseError)
    console.error(forTerminal(error.message));
  else console.error(error);
  process.exit(1);
});
