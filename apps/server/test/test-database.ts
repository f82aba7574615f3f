import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/platform/db/database.js';
import { migrateToLatest } from '../src/platform/db/migrate.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close). `migrate` replaces the default
 * (every migration) for a test of one migration, which starts from the schema before it.
 */
export async function openTestDatabase(
  migrate: (db: DatabaseHandle['db']) => Promise<unknown> = migrateToLatest,
): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const handle = await openDatabase({});
    await migrate(handle.db);
    return handle;
  }
  const name = `t_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await migrate(handle.db);
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
