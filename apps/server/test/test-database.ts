import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/platform/db/database.js';
import { migrateToLatest } from '../src/platform/db/migrate.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by TEST_DATABASE_URL (copied from the run's migrated template, dropped again on close). `migrate` replaces the default
 * (every migration) for a test of one migration, which starts from the schema before it.
 */
export async function openTestDatabase(
  migrate: (db: DatabaseHandle['db']) => Promise<unknown> = migrateToLatest,
): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    // Started from the run's migrated snapshot (pglite-snapshot.global.ts, made by this run from these migrations)
    // when every migration is wanted: nothing is left to migrate.
    const snapshot = migrate === migrateToLatest ? migratedSnapshot() : null;
    const handle = await openDatabase(snapshot ? { loadDataDir: new Blob([new Uint8Array(snapshot)]) } : {});
    if (!snapshot) await migrate(handle.db);
    return handle;
  }
  const name = `t_${Date.now()}_${randomBytes(3).toString('hex')}`;
  // Copied from the run's migrated template database (pglite-snapshot.global.ts) when every migration is wanted.
  const template = migrate === migrateToLatest ? inject('pgTemplate') : '';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  if (!template) await migrate(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

let snapshotBytes: Buffer | null | undefined;

/** The migrated data directory of this run, read once per worker; null when the run has none. */
function migratedSnapshot(): Buffer | null {
  if (snapshotBytes === undefined) {
    const file = inject('pgliteSnapshot');
    snapshotBytes = file ? readFileSync(file) : null;
  }
  return snapshotBytes;
}
