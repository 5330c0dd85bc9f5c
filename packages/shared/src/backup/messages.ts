/**
 * What `npm run backup`, `npm run restore` and a server refused its DATA_DIR say to the operator, in the
 * language of their terminal (the server reads the Spanish from the web app's catalogue).
 */
export const backupMessages = {
  usage: 'Usage: npm run backup -- <file> | npm run restore -- <file>',
  backedUpThroughServer: (pid: number, file: string) =>
    `Backed up the embedded database through the server running on it (process ${pid}): ${file}`,
  backedUpFolder: (file: string) =>
    `Backed up the embedded database from its folder, no server running on it: ${file}`,
  backedUpPostgres: (file: string) => `Backed up the PostgreSQL database: ${file}`,
  restoredEmbedded: (file: string) => `Restored the embedded database from ${file}: start the server.`,
  restoredPostgres: (file: string) => `Restored the PostgreSQL database from ${file}: start the server.`,
  notABackup: 'This file is not a backup of this application.',
  noDatabase: (folder: string) => `${folder} holds no database to back up.`,
  serverStarting: (pid: number) =>
    `A server (process ${pid}) is starting on this DATA_DIR: run the backup again once it answers.`,
  serverSilent: (pid: number, address: string) =>
    `The server running on this DATA_DIR (process ${pid}) does not answer at ${address}; its folder was not opened. Run the backup again once it answers.`,
  serverRefused: (pid: number, status: number) =>
    `The server running on this DATA_DIR (process ${pid}) refused the backup (${status}).`,
  otherBackup: (pid: number) =>
    `Another backup (process ${pid}) is copying this DATA_DIR: run this one once it ends.`,
  folderHasServer: (folder: string, pid: number) =>
    `${folder} is in use by another server (process ${pid}): stop it, or give this server another DATA_DIR.`,
  folderInBackup: (folder: string, pid: number) =>
    `${folder} is being backed up (process ${pid}): start the server once the backup ends.`,
  unsetDatabaseUrl: 'This backup is of the embedded database: unset DATABASE_URL.',
  setDatabaseUrl: 'This backup is of a PostgreSQL database: set DATABASE_URL.',
  folderNotEmpty: (folder: string) => `${folder} is not empty: restore into an empty DATA_DIR.`,
  databaseNotEmpty: 'The database of DATABASE_URL is not empty: restore into an empty one.',
} as const;
