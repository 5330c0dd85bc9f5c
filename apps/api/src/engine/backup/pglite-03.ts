import type { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { PGlite as PGlite03 } from 'pglite-v03';
import { pg_trgm } from 'pglite-v03/contrib/pg_trgm';

/**
 * A folder of the previous embedded engine (PGlite 0.3, PostgreSQL 17) as plain SQL with INSERTs, which the
 * current engine runs as is. PostgreSQL 18's pg_dump (pglite-tools) drives 0.5's streaming protocol call;
 * 0.3 answers the same bytes synchronously.
 */
export async function dumpPglite03(dataDir: string): Promise<string> {
  const old = await PGlite03.create({ dataDir, extensions: { pg_trgm } });
  try {
    const pg = {
      query: (text: string) => old.query(text),
      exec: (text: string) => old.exec(text),
      execProtocolRawStream: async (
        bytes: Uint8Array,
        { onRawData }: { onRawData: (data: Uint8Array) => void },
      ) => onRawData(old.execProtocolRawSync(bytes)),
    } as unknown as PGlite;
    // 0.3 asks for a password and checks none; pg_dump 18 would otherwise look for one in a .pgpass.
    const dbname = '--dbname=postgresql://postgres:postgres@/postgres?host=/tmp';
    return await (await pgDump({ pg, args: ['--no-owner', '--no-privileges', dbname] })).text();
  } finally {
    await old.close();
  }
}

/** Writes a `dumpDataDir` archive of the old engine into an empty folder, as a restore did before the upgrade. */
export async function loadPglite03(dataDir: string, dump: Blob) {
  await (await PGlite03.create({ dataDir, loadDataDir: dump, extensions: { pg_trgm } })).close();
}
