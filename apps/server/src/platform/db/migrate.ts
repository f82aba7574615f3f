import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';

const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../migrations');

/** Loads migrations/YYYYMMDDHHmm_<verb>-<object>.ts in name order. */
class FolderMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(migrationsDir)).filter((f) => /^\d{12}_.+\.ts$/.test(f)).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const mod = (await import(pathToFileURL(path.join(migrationsDir, file)).href)) as Migration;
      migrations[file.replace(/\.ts$/, '')] = mod;
    }
    return migrations;
  }
}

// Any schema: migrations run before the typed tables exist.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new FolderMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The migrations' names in the order they run. */
export async function migrationNames(): Promise<string[]> {
  return Object.keys(await new FolderMigrationProvider().getMigrations());
}

/** Migrates up to and including `name`: a migration's test starts from the schema it finds. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateTo(db: Kysely<any>, name: string): Promise<void> {
  const migrator = new Migrator({ db, provider: new FolderMigrationProvider() });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
