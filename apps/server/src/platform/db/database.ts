import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../../schema/index.js';
import { startAuthChannel } from '../auth/session-cache-channel.js';
import { PGliteDialect } from './pglite-dialect.js';
import { WriteTrackerPlugin } from './write-tracker.js';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball (loadDataDir starts another database from it). */
  dumpDataDir?: () => Promise<Blob>;
}

// int8 and numeric travel as strings: ids stay exact past 2^53 and money never becomes a float.
pg.types.setTypeParser(20, (v) => v);
pg.types.setTypeParser(1700, (v) => v);

export interface OpenOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** PGlite only: start from this dump of a data directory (PGlite's dumpDataDir), e.g. a migrated snapshot. */
  loadDataDir?: Blob;
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const plugins = [new CamelCasePlugin(), new WriteTrackerPlugin()];
  if (options.databaseUrl) {
    // JIT compilation costs more than it saves on short OLTP queries (bench: 721 ms of a 980 ms list
    // query at 100,000 materials went to JIT): off for the app's connections.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, options: '-c jit=off' });
    // An idle connection dropped by the server (restart, admin kill) must not crash the process:
    // the pool discards that client and opens a new one on the next query.
    pool.on('error', (err) => console.warn(`PostgreSQL connection lost (${err.message}); the pool will reconnect`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
    // Other server processes on this database hear of auth writes, and this one of theirs (ADR 0015).
    const channel = startAuthChannel(options.databaseUrl);
    await channel.ready;
    return {
      db,
      kind: 'postgres',
      close: async () => {
        await channel.close();
        await db.destroy();
      },
    };
  }
  const pglite = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    // Trigram indexes for keyword search (migration 202611250600 creates the extension); PostgreSQL ships it in contrib.
    extensions: { pg_trgm },
    parsers: { [types.INT8]: (v: string) => v, [types.NUMERIC]: (v: string) => v },
  });
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite), plugins });
  return {
    db,
    kind: 'pglite',
    dumpDataDir: () => pglite.dumpDataDir('none'),
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}
