import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { APPLICATION_NAME, CHANNEL } from './session-cache-channel.js';
import { rememberedSession } from './session-cache.js';

// ADR 0015: processes sharing one PostgreSQL hear each other's auth writes. "Another process" is played by a plain
// connection to the same database: it announces as a server process would, and listens to what this one announces.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let h: Harness;
let boss: Client;
let other: pg.Client;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(check: () => boolean | Promise<boolean>, ms = 5_000): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(50)) if (await check()) return true;
  return check();
}
/** A call after the settle time of the last auth write, so that its session lookup is remembered. */
async function remembered(): Promise<boolean> {
  return until(async () => {
    expect((await boss.call('POST', 'facUser/getMyInfo')).code).toBe(0);
    return rememberedSession(h.db, boss.sid) !== undefined;
  }, 8_000);
}

describe.skipIf(!onPostgres)('the session cache across processes (PostgreSQL)', () => {
  beforeAll(async () => {
    h = await startHarness();
    const f = await createFactory(h.db, 'session channel');
    boss = await signIn(h.app, f.boss.loginName, f.boss.password);
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(h.db);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${rows[0]!.name}`;
    other = new pg.Client({ connectionString: url.toString() });
    await other.connect();
  }, 60_000);
  afterAll(async () => {
    await other?.end();
    await h?.close();
  });

  it('voids what it remembers when another process announces an auth write', async () => {
    expect(await remembered()).toBe(true);
    await other.query('select pg_notify($1, $2)', [CHANNEL, 'another process']);
    // Well inside the cache's own 5 s: the announcement, not the age, voided it.
    expect(await until(() => rememberedSession(h.db, boss.sid) === undefined, 1_000)).toBe(true);
  }, 30_000);

  it('announces its own auth writes to the others', async () => {
    const heard: string[] = [];
    other.on('notification', (n) => heard.push(n.payload ?? ''));
    await other.query(`listen ${CHANNEL}`);
    await h.db.updateTable('appUser').set({ updatedAt: new Date() }).where('id', '=', boss.userId).execute();
    expect(await until(() => heard.length > 0)).toBe(true);
    expect(heard[0]).not.toBe('another process');
    await other.query(`unlisten ${CHANNEL}`);
  }, 30_000);

  it('remembers nothing while its channel is lost, and again once it is back', async () => {
    expect(await remembered()).toBe(true);
    const killed = await other.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = $1',
      [APPLICATION_NAME],
    );
    expect(killed.rowCount).toBe(1);
    expect(await until(() => rememberedSession(h.db, boss.sid) === undefined, 1_000)).toBe(true);
    // Reconnected within a second or so: sessions are remembered again after the settle time.
    expect(await remembered()).toBe(true);
  }, 30_000);
});
