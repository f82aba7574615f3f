import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../../test/harness.js';
import type { Db } from './database.js';
import { joinTransaction } from './join-transaction.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  await sql`create table join_probe (n int not null)`.execute(h.db);
});
afterAll(async () => h.close());

/** A service as the areas write them: it opens its own transaction. */
const addProbe = (db: Db, n: number) =>
  db.transaction().execute((trx) => sql`insert into join_probe (n) values (${n})`.execute(trx));
const probes = async () => (await sql<{ n: number }>`select n from join_probe order by n`.execute(h.db)).rows.map((r) => r.n);

describe('joinTransaction', () => {
  it('runs a service that opens its own transaction inside the open one: both commit together', async () => {
    await h.db.transaction().execute(async (trx) => {
      const view = joinTransaction(trx);
      await addProbe(view, 1);
      await addProbe(view, 2);
    });
    expect(await probes()).toEqual([1, 2]);
  });

  it('rolls back what the joined services wrote when a later step fails', async () => {
    await expect(
      h.db.transaction().execute(async (trx) => {
        await addProbe(joinTransaction(trx), 3);
        throw new Error('later step refused');
      }),
    ).rejects.toThrow('later step refused');
    expect(await probes()).toEqual([1, 2]);
  });
});
