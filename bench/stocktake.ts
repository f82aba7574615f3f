// Benchmark: handling a 5,000-SKU stocktake (issue 13 part 2) on PostgreSQL.
// Each round starts a stocktake of one storehouse holding 5,000 material SKUs (addCheck takes every lot's book
// quantity), enters a count for every line in one updateCheckDetail (half one more, half one less than the book), and
// then times POST materials/check/handleCheckBill through app.inject: locking the stocktake and its 5,000 lines,
// posting 5,000 STOCKTAKE movements through the stock area's posting API, writing what was posted. The undo of the
// adjustment (materials/adjust/undo, 5,000 compensating rows) is timed too and puts the stock back for the next round.
// Called from bench/run.ts (`npm run bench`); alone: `node scripts/with-postgres.mjs npx tsx bench/stocktake.ts`,
// which prints the section and puts it into bench/RESULTS.md in place of the last one.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { postStockMovements } from '../apps/server/src/areas/stock/index.js';
import { loadConfig } from '../apps/server/src/config.js';
import { migrateToLatest } from '../apps/server/src/platform/db/migrate.js';
import { WriteTrackerPlugin } from '../apps/server/src/platform/db/write-tracker.js';
import type { Database } from '../apps/server/src/schema/index.js';
import { createFactory } from '../apps/server/test/harness.js';
import { describeMachine, stats, statsTable, type Stats, runAlone } from './measure.js';

const SKUS = Number(process.env.BENCH_STOCKTAKE_SKUS ?? 5_000);
const ROUNDS = Number(process.env.BENCH_N_STOCKTAKE ?? 10);
export const STOCKTAKE_SECTION = '## Stocktake: handling a 5,000-SKU count';

export async function runStocktakeBench(adminUrl: string): Promise<string> {
  const dbName = `bench_stocktake_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const serverVersion = (await admin.query<{ server_version: string }>('show server_version')).rows[0]?.server_version ?? '?';
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  // The app's pool settings and plugins (platform/db/database.ts) plus Kysely's log: each statement and its time, so
  // the handling's statements can be counted and summed (where the time goes).
  const logged: { sql: string; ms: number }[] = [];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c jit=off' });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin(), new WriteTrackerPlugin()],
    log: (e) => void logged.push({ sql: e.query.sql, ms: e.queryDurationMillis }),
  });
  const handle = { db, close: () => db.destroy() };
  await migrateToLatest(handle.db);

  // Seed: one kind, SKUS material SKUs (one per material), a storehouse linked to the factory, 100 of each in stock
  // posted through the ledger's own API (so balances, lots and values are what the app keeps).
  const factory = await createFactory(handle.db, 'bench');
  const unit = factory.unitId;
  const user = factory.boss.userId;
  const kind = await sql<{ id: string }>`
    insert into material_kind (unit_id, no, name, created_by) values (${unit}, 'PD', '盘点料', ${user}) returning id`.execute(
    handle.db,
  );
  const spec = await sql<{ id: string }>`
    insert into material_spec (unit_id, no, remark, created_by) values (${unit}, 'W150', '幅宽150', ${user}) returning id`.execute(
    handle.db,
  );
  await sql`
    insert into material (unit_id, no, name, material_kind_id, status, created_by, updated_by)
    select ${unit}::bigint, 'PD' || lpad(g::text, 6, '0'), '盘点布 ' || g, ${kind.rows[0]!.id}::bigint, 2, ${user}::bigint, ${user}::bigint
    from generate_series(1, ${SKUS}::int) as g`.execute(handle.db);
  await sql`
    insert into material_sku (unit_id, material_id, color_name, material_spec_id, sample_material, stock_unit, stock_measure_unit_id,
                              conversion_rate, fixed_materials, sort)
    select m.unit_id, m.id, '藏青', ${spec.rows[0]!.id}::bigint, false, '米',
           (select u.id from measure_unit u where u.unit_id = m.unit_id and u.name = '米'), 1, false, 1
    from material m where m.unit_id = ${unit}::bigint`.execute(handle.db);
  const storehouseId = (
    await sql<{ id: string }>`
      insert into storehouse (unit_id, name, not_allow_negative_material, operable_types)
      values (${factory.bossUnitId}, '盘点仓', true, '["MATERIAL_IN","MATERIAL_OUT"]'::jsonb) returning id`.execute(handle.db)
  ).rows[0]!.id;
  await sql`insert into storehouse_factory_link (storehouse_id, unit_id, link_kind) values (${storehouseId}, ${unit}, 'SHARED')`.execute(
    handle.db,
  );
  const skuIds = (
    await sql<{ id: string }>`select id from material_sku where unit_id = ${unit} order by id`.execute(handle.db)
  ).rows.map((r) => r.id);
  const ctx = { unitId: unit, bossUnitId: factory.bossUnitId, userId: user };
  await handle.db.transaction().execute((trx) =>
    postStockMovements(trx, ctx, {
      source: { type: 'BENCH_SEED', id: null, no: 'SEED' },
      changeType: 'MANUAL_IN',
      lines: skuIds.map((skuId) => ({ storehouseId, skuId, quantity: '100', price: '3.5' })),
    }),
  );
  await sql`analyze`.execute(handle.db);

  const config = loadConfig({ SEED_DEMO: 'false', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl });
  const app = await buildApp({ config, db: handle.db, logger: false });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/v1/api/login/doLogin',
    payload: { loginName: factory.boss.loginName, password: factory.boss.password },
  });
  const cookie = `sid=${(login.json() as { data: { sid: string } }).data.sid}`;
  const callApi = async <T>(method: 'GET' | 'POST', call: string, payload: Record<string, unknown>): Promise<T> => {
    const res = await app.inject({
      method,
      url: `/v1/api/${call}${method === 'GET' ? `?${new URLSearchParams(payload as Record<string, string>).toString()}` : ''}`,
      ...(method === 'POST' ? { payload } : {}),
      headers: { cookie },
    });
    const answer = res.json() as { code: number; msg: string; data: T };
    if (answer.code !== 0) throw new Error(`${call}: ${answer.code} ${answer.msg}`);
    return answer.data;
  };

  const samples = { start: [] as number[], count: [] as number[], handle: [] as number[], undo: [] as number[] };
  const handleSql = { statements: [] as number[], ms: [] as number[] };
  const byKind = new Map<string, { n: number; ms: number }>();
  const time = async <T>(into: number[], fn: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    const out = await fn();
    into.push(performance.now() - t);
    return out;
  };
  let posted = 0;
  for (let round = 0; round < ROUNDS + 1; round++) {
    const warm = round === 0; // the first round warms the caches and is not counted
    const sink = (s: number[]) => (warm ? [] : s);
    const check = await time(sink(samples.start), () =>
      callApi<{ id: string; lineCount: number }>('POST', 'materials/check/addCheck', {
        storehouseId,
        checkDate: '2026-12-02',
        kindIds: [kind.rows[0]!.id],
      }),
    );
    if (check.lineCount !== SKUS) throw new Error(`the stocktake took ${check.lineCount} lines, not ${SKUS}`);
    const detail = await callApi<{ lines: { id: string }[] }>('GET', 'materials/check/getCheckDetail', { checkId: check.id });
    const counts = detail.lines.map((l, i) => ({ lineId: l.id, quantity: i % 2 ? '101' : '99' }));
    await time(sink(samples.count), () => callApi('POST', 'materials/check/updateCheckDetail', { checkId: check.id, counts }));
    const from = logged.length;
    const handled = await time(sink(samples.handle), () =>
      callApi<{ posted: number }>('POST', 'materials/check/handleCheckBill', { checkId: check.id }),
    );
    if (!warm) {
      const mine = logged.slice(from);
      handleSql.statements.push(mine.length);
      handleSql.ms.push(mine.reduce((sum, q) => sum + q.ms, 0));
      for (const q of mine) {
        const verb = q.sql.trim().split(/\s+/)[0]!.toLowerCase();
        const table = /(?:from|update|into)\s+"?([a-z_]+)"?/i.exec(q.sql)?.[1] ?? '?';
        const key = ['begin', 'commit', 'rollback'].includes(verb) ? verb : `${verb} ${table}`;
        const k = byKind.get(key) ?? { n: 0, ms: 0 };
        byKind.set(key, { n: k.n + 1, ms: k.ms + q.ms });
      }
    }
    posted = handled.posted;
    const undone = await time(sink(samples.undo), () =>
      callApi<{ reversed: number }>('GET', 'materials/adjust/undo', { checkId: check.id }),
    );
    if (undone.reversed !== posted) throw new Error(`undo reversed ${undone.reversed} of ${posted} rows`);
  }
  // The stock is back where it started after every round: 100 of each SKU.
  const off = await sql<{ n: string }>`
    select count(*) as n from stock_lot where unit_id = ${unit} and storehouse_id = ${storehouseId} and quantity <> 100`.execute(
    handle.db,
  );
  if (Number(off.rows[0]!.n) !== 0) throw new Error(`${off.rows[0]!.n} lots are not back at 100`);

  await app.close();
  await handle.close();
  const cleanup = new pg.Client({ connectionString: adminUrl });
  await cleanup.connect();
  await cleanup.query(`drop database if exists ${dbName} with (force)`);
  await cleanup.end();

  const rows: [string, Stats][] = [
    [`addCheck (${SKUS.toLocaleString('en-US')} lines with their book quantity)`, stats(samples.start)],
    [`updateCheckDetail (${SKUS.toLocaleString('en-US')} counts in one call)`, stats(samples.count)],
    [`**handleCheckBill** (${posted.toLocaleString('en-US')} STOCKTAKE movements)`, stats(samples.handle)],
    [`materials/adjust/undo (${posted.toLocaleString('en-US')} compensating rows)`, stats(samples.undo)],
    ['handleCheckBill: its statements summed (Kysely log)', stats(handleSql.ms)],
  ];
  const rounds = Math.max(1, handleSql.statements.length);
  const kinds = [...byKind.entries()]
    .sort((x, y) => y[1].ms - x[1].ms)
    .slice(0, 8)
    .map(([k, v]) => `| ${k} | ${(v.n / rounds).toFixed(0)} | ${(v.ms / rounds).toFixed(1)} |`)
    .join('\n');
  return `${STOCKTAKE_SECTION}

- **Date:** ${new Date().toISOString()}
- **Machine:** ${describeMachine(serverVersion)}

### Method

- Seed on a fresh database: ${SKUS.toLocaleString('en-US')} material SKUs of one kind, one storehouse linked to the factory,
  100 of each put in through the stock area's posting API (one posting of ${SKUS.toLocaleString('en-US')} lines), \`ANALYZE\`.
- ${ROUNDS} rounds after one warm-up round, each through \`app.inject\` (session, permission, zod, envelope): addCheck of the
  kind (every lot joins with its book quantity), one updateCheckDetail with a count for every line (half 99, half 101),
  **handleCheckBill** (the stocktake and its lines locked, every line's difference posted as a STOCKTAKE movement through
  \`postStockMovements\`, the posted quantities and the log written, one transaction), then materials/adjust/undo
  (\`reverseStockMovements\`), which puts the stock back for the next round; checked after the rounds: every lot at 100.

### Results

${statsTable(rows)}

Statements of one handleCheckBill (median ${stats(handleSql.statements).median}), the costliest kinds per call:

| statement | count | ms |
|---|---|---|
${kinds}
`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))
  await runAlone(STOCKTAKE_SECTION, runStocktakeBench);
