import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, startHarness, type FactoryFixture, type Harness } from '../../../test/harness.js';
import { failInterruptedImports } from './excel-import.service.js';
import * as jobs from './import-job.repository.js';

let h: Harness;
let factory: FactoryFixture;
const quiet = { warn: () => undefined };

beforeAll(async () => {
  h = await startHarness();
  factory = await createFactory(h.db, 'recovery');
});
afterAll(() => h.close());

async function jobIn(status: string): Promise<string> {
  const id = await jobs.insertJob(h.db, factory.unitId, factory.boss.userId, {
    kind: 'supplier',
    fileName: 'x.xlsx',
    headers: ['供应商名称'],
    rawRows: [],
    validRows: [],
    errors: [],
    total: 1,
    failed: 0,
    expiresAt: new Date(Date.now() + 60_000),
  });
  if (status !== 'VALIDATED') expect(await jobs.moveJob(h.db, factory.unitId, id, 'VALIDATED', status)).toBe(true);
  return id;
}
const statusOf = async (id: string) => (await jobs.findJob(h.db, factory.unitId, id))!;

describe('failInterruptedImports (server start)', () => {
  it('fails COMMITTING jobs nobody holds, with the interrupted message, and leaves every other status alone', async () => {
    const running = await jobIn('COMMITTING');
    const validated = await jobIn('VALIDATED');
    const committed = await jobIn('COMMITTED');
    await failInterruptedImports(h.db, quiet);
    expect(await statusOf(running)).toMatchObject({ status: 'FAILED', processed: 0 });
    expect((await statusOf(running)).result?.message?.zh).toContain('中断');
    expect((await statusOf(validated)).status).toBe('VALIDATED');
    expect((await statusOf(committed)).status).toBe('COMMITTED');
  });

  it('a commit whose job was failed by recovery writes nothing: the lock is refused', async () => {
    const id = await jobIn('COMMITTING');
    await failInterruptedImports(h.db, quiet);
    await expect(h.db.transaction().execute((trx) => jobs.lockCommittingJob(trx, factory.unitId, id))).resolves.toBe(false);
  });

  // PGlite has one connection: a second statement cannot run while a transaction holds it, so only PostgreSQL
  // can show a live commit (another server process) being skipped.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('skips a job whose commit transaction is alive', async () => {
    const id = await jobIn('COMMITTING');
    await h.db.transaction().execute(async (trx) => {
      expect(await jobs.lockCommittingJob(trx, factory.unitId, id)).toBe(true);
      await failInterruptedImports(h.db, quiet);
      expect((await statusOf(id)).status).toBe('COMMITTING');
    });
    await failInterruptedImports(h.db, quiet);
    expect((await statusOf(id)).status).toBe('FAILED');
  });
});
