import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/platform/db/database.js';
import { migrateToLatest } from '../src/platform/db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data directory with every migration applied (a tarball path), or '' on PostgreSQL. */
    pgliteSnapshot: string;
  }
}

/**
 * Migrates one embedded database once per run and hands its data directory to every test file, which then starts
 * its own database from it (test-database.ts) instead of running every migration again: about 5 s of CPU saved per
 * file. On PostgreSQL (TEST_DATABASE_URL) each file still creates and migrates its own database.
 */
export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteSnapshot', '');
    return undefined;
  }
  const handle = await openDatabase({});
  await migrateToLatest(handle.db);
  const dump = await handle.dumpDataDir!();
  await handle.close();
  const file = path.join(os.tmpdir(), `gf-pglite-migrated-${process.pid}-${Date.now()}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => rmSync(file, { force: true });
}
