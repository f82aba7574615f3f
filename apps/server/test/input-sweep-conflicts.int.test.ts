import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinTransaction } from '../src/platform/db/join-transaction.js';
import { asDatabaseError, duplicateField, isRetryableConflict } from '../src/platform/db/database-errors.js';
import { MAX_TRANSACTION_ATTEMPTS, transactionWithRetry } from '../src/platform/db/retry-transaction.js';
import { createFactory, signIn, startHarness, type Client, type FactoryFixture, type Harness } from './harness.js';

/** Races the checks outside a transaction cannot stop: unique keys and lock conflicts, on both drivers. */

let h: Harness;
let factory: FactoryFixture;
let boss: Client;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  h = await startHarness();
  factory = await createFactory(h.db, 'conflicts');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
});
afterAll(() => h.close());

async function insertSupplier(name: string, code: string): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    insert into supplier (unit_id, code, name, created_by)
    values (${factory.unitId}, ${code}, ${name}, ${factory.boss.userId}) returning id`.execute(h.db);
  return rows[0]!.id;
}

async function violation(run: () => Promise<unknown>) {
  const error = await run().then(
    () => null,
    (e: unknown) => e,
  );
  const dbError = asDatabaseError(error);
  expect(dbError?.code).toBe('23505');
  return dbError!;
}

describe('a unique violation names its field', () => {
  it('reads the field from the violated key, past the unit and lower()', async () => {
    await insertSupplier('同名', 'C1');
    const byName = await violation(() => insertSupplier('同名', 'C2'));
    expect(duplicateField(byName)).toBe('name');
    const byCode = await violation(() => insertSupplier('别名', 'c1'));
    expect(duplicateField(byCode)).toBe('code');
  });

  it('parallel creations of one name: exactly one succeeds, the others answer 40901 on name', async () => {
    const name = `并发${Date.now() % 100000}`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => boss.call('POST', 'supplier/insert', { name })));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    for (const a of answers.filter((x) => x.code !== 0)) {
      expect(a.code, a.msg).toBe(40901);
      expect(a.status).toBe(409);
      expect(a.data.errors.map((e: { field: string }) => e.field)).toEqual(['name']);
    }
  });
});

describe('transactionWithRetry', () => {
  const conflict = (code: string) => Object.assign(new Error('conflict'), { code });

  it('runs a transaction lost to a deadlock or serialization failure again, then gives up', async () => {
    let attempts = 0;
    const result = await transactionWithRetry(h.db, async () => {
      attempts += 1;
      if (attempts === 1) throw conflict('40P01');
      if (attempts === 2) throw conflict('40001');
      return 'done';
    });
    expect(result).toBe('done');
    expect(attempts).toBe(3);

    attempts = 0;
    const error = await transactionWithRetry(h.db, async () => {
      attempts += 1;
      throw conflict('40P01');
    }).catch((e: unknown) => e);
    expect(attempts).toBe(MAX_TRANSACTION_ATTEMPTS);
    expect(isRetryableConflict(error)).toBe(true);
  });

  it('never reruns other errors, nor inside a transaction it joined', async () => {
    let attempts = 0;
    await transactionWithRetry(h.db, async () => {
      attempts += 1;
      throw conflict('23505');
    }).catch(() => undefined);
    expect(attempts).toBe(1);
    attempts = 0;
    await h.db
      .transaction()
      .execute((trx) =>
        transactionWithRetry(joinTransaction(trx), async () => {
          attempts += 1;
          throw conflict('40P01');
        }),
      )
      .catch(() => undefined);
    expect(attempts).toBe(1);
  });

  it.skipIf(!onPostgres)('a real deadlock between two transactions ends with both committed', async () => {
    const a = await insertSupplier('死锁甲', 'DA');
    const b = await insertSupplier('死锁乙', 'DB');
    let attempts = 0;
    // Each locks one row, waits until the other has locked its row, then asks for the other's: a deadlock.
    let arrived = 0;
    const bothLocked = () =>
      new Promise<void>((resolve) => {
        arrived += 1;
        const wait = () => (arrived >= 2 ? resolve() : setTimeout(wait, 5));
        wait();
      });
    const lockInOrder = (first: string, second: string) =>
      transactionWithRetry(h.db, async (trx) => {
        attempts += 1;
        await sql`select id from supplier where id = ${first} for update`.execute(trx);
        if (attempts <= 2) await bothLocked();
        await sql`select id from supplier where id = ${second} for update`.execute(trx);
        await sql`update supplier set remark = 'locked' where id in (${first}, ${second})`.execute(trx);
      });
    await Promise.all([lockInOrder(a, b), lockInOrder(b, a)]);
    expect(attempts).toBe(3); // the deadlock victim ran once more
  });
});
