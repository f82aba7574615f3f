// Benchmark: how much the HTTP stack (routing, session, permission, zod, envelope, serialization)
// costs on top of the supplier page query itself. Run with `npm run bench`, which starts a throwaway
// PostgreSQL and sets DATABASE_URL. Then runs bench/materials.ts on the same cluster. Writes bench/RESULTS.md.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { CamelCasePlugin, Kysely, PostgresDialect, sql, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { pageSuppliers } from '../apps/server/src/areas/partners/supplier.repository.js';
import { openDatabase } from '../apps/server/src/platform/db/database.js';
import { migrateToLatest } from '../apps/server/src/platform/db/migrate.js';
import type { Database } from '../apps/server/src/schema/index.js';
import { createFactory } from '../apps/server/test/harness.js';
import { runMaterialsBench } from './materials.js';
import { runStockBench } from './stock.js';
import { runArrivalBench } from './arrival.js';
import { runOrderDemandBench } from './order-demand.js';
import { runWorkbenchBench } from './mission-workbench.js';
import { runNodeReviewBench } from './node-report-review.js';
import { runCuttingLayBench } from './cutting-lay.js';
import { runScanBench } from './scans.js';
import { runStocktakeBench } from './stocktake.js';
import { runStockPeriodBench } from './stock-period.js';
import { runFinanceStatementBench } from './finance-statement.js';
import { runWebBench } from './web.js';
import { describeMachine, measure, ms as f, statsTable, WARMUP, type Stats } from './measure.js';

const SUPPLIERS = Number(process.env.BENCH_SUPPLIERS ?? 10_000);
const N_LOGIN = Number(process.env.BENCH_N_LOGIN ?? 50);
const N_PAGE = Number(process.env.BENCH_N_PAGE ?? 500);
const PAGE = { pageNo: 37, pageSize: 20, keyword: '布' } as const;

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error('DATABASE_URL is not set: run `npm run bench` (it starts a throwaway PostgreSQL).');
  process.exit(1);
}

// 1. A fresh database on the throwaway server, migrated.
const dbName = `bench_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const serverVersion = (await admin.query<{ server_version: string }>('show server_version')).rows[0]?.server_version ?? '?';
await admin.end();
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
const databaseUrl = url.toString();

const handle = await openDatabase({ databaseUrl });
await migrateToLatest(handle.db);

// 2. One factory with its boss account (as the integration tests make it), then the suppliers in one
//    INSERT ... SELECT: about half of the names contain 布 so page 37 of the keyword search exists.
const t0 = performance.now();
const factory = await createFactory(handle.db, 'bench');
await sql`
  insert into supplier (unit_id, code, name, contacts, mobile_phone, telephone, address, remark, status, created_by, updated_by)
  select ${factory.unitId}::bigint,
         'GYS' || lpad(g::text, 5, '0'),
         case g % 4 when 0 then '绍兴面料布行' when 1 then '辅料商行' when 2 then '纺织布业' else '纽扣拉链厂' end || ' ' || g,
         '联系人' || g, '138' || lpad(g::text, 8, '0'), null, '浙江省绍兴市柯桥区 ' || g || ' 号', null,
         (g % 3)::smallint, ${factory.boss.userId}::bigint, ${factory.boss.userId}::bigint
  from generate_series(1, ${SUPPLIERS}::int) as g
`.execute(handle.db);
await sql`analyze supplier`.execute(handle.db);
const seedMs = performance.now() - t0;
const matching = Number(
  (await sql<{ n: string }>`select count(*) as n from supplier where name ilike '%布%'`.execute(handle.db)).rows[0]?.n,
);
console.log(`seeded ${SUPPLIERS} suppliers (${matching} match 布) in ${seedMs.toFixed(0)} ms`);

// 3. The app in-process, exercised with app.inject (no sockets).
const config = loadConfig({ SEED_DEMO: 'false', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl });
const app = await buildApp({ config, db: handle.db, logger: false });
await app.ready();

const loginBody = { loginName: factory.boss.loginName, password: factory.boss.password };
let sid = '';
const login = await measure(N_LOGIN, async () => {
  const res = await app.inject({ method: 'POST', url: '/v1/api/login/doLogin', payload: loginBody });
  const body = res.json() as { code: number; msg: string; data: { sid: string } };
  if (body.code !== 0) throw new Error(`login failed: ${body.code} ${body.msg}`);
  sid = body.data.sid;
});

let apiTotal = -1;
let apiRows = -1;
const apiPage = await measure(N_PAGE, async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/api/supplier/page',
    payload: PAGE,
    headers: { cookie: `sid=${sid}` },
  });
  const body = res.json() as { code: number; msg: string; data: { list: unknown[]; totalCount: number } };
  if (body.code !== 0) throw new Error(`supplier/page failed: ${body.code} ${body.msg}`);
  apiTotal = body.data.totalCount;
  apiRows = body.data.list.length;
});

// 4. The same two queries without the HTTP stack: (c) the repository function on the app's Kysely
//    (same SQL, same pool, row mapping included); (d) the SQL text Kysely compiles, sent with plain pg.
const offset = (PAGE.pageNo - 1) * PAGE.pageSize;
const filter = { keyword: PAGE.keyword };
let directTotal = -1;
const direct = await measure(N_PAGE, async () => {
  const page = await pageSuppliers(handle.db, factory.unitId, filter, PAGE.pageSize, offset);
  directTotal = page.totalCount;
});

const captured: CompiledQuery[] = [];
const capturePool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const capturing = new Kysely<Database>({
  dialect: new PostgresDialect({ pool: capturePool }),
  plugins: [new CamelCasePlugin()],
  log: (e) => void captured.push(e.query),
});
await pageSuppliers(capturing, factory.unitId, filter, PAGE.pageSize, offset);
await capturing.destroy();
const [countSql, pageSql] = captured;
if (!countSql || !pageSql) throw new Error('did not capture the two supplier queries');
const rawPool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const raw = await measure(N_PAGE, async () => {
  await Promise.all([rawPool.query(countSql.sql, [...countSql.parameters]), rawPool.query(pageSql.sql, [...pageSql.parameters])]);
});
await rawPool.end();

await app.close();
await handle.close();
const cleanup = new pg.Client({ connectionString: adminUrl });
await cleanup.connect();
await cleanup.query(`drop database if exists ${dbName} with (force)`);
await cleanup.end();

if (apiTotal !== directTotal) throw new Error(`API and direct totals differ: ${apiTotal} vs ${directTotal}`);

// 5. Report.
const rows: [string, Stats][] = [
  [`(a) sign-in POST /v1/api/login/doLogin`, login],
  [`(b) API POST /v1/api/supplier/page`, apiPage],
  [`(c) direct: pageSuppliers() on Kysely/pg`, direct],
  [`(d) direct: compiled SQL on plain pg`, raw],
];
const table = statsTable(rows);
const ratios = [
  `| API / direct (b / c), median | ${(apiPage.median / direct.median).toFixed(2)}x |`,
  `| API / direct (b / c), p95 | ${(apiPage.p95 / direct.p95).toFixed(2)}x |`,
  `| API / plain pg (b / d), median | ${(apiPage.median / raw.median).toFixed(2)}x |`,
  `| API overhead (b - c), median | ${f(apiPage.median - direct.median)} ms |`,
].join('\n');

const machine = describeMachine(serverVersion);

console.log(`\n${table}\n\n| ratio | value |\n|---|---:|\n${ratios}\n`);
console.log(`page ${PAGE.pageNo} of the 布 search: ${apiRows} rows of ${apiTotal}`);

const md = `# Benchmark results

Generated by \`npm run bench\` (bench/run.ts, then bench/materials.ts); this file is overwritten on every run.

## Suppliers: HTTP stack cost on the supplier page

- **Date:** ${new Date().toISOString()}
- **Machine:** ${machine}

### Method

- A throwaway PostgreSQL cluster (scripts/with-postgres.mjs: initdb into a temp folder, \`fsync=off\`,
  \`synchronous_commit=off\`), a fresh database migrated with the app's migrations.
- Seed: one boss unit, one factory and its boss account (\`createFactory\` from apps/server/test/harness.ts),
  then ${SUPPLIERS.toLocaleString('en-US')} suppliers in one \`INSERT ... SELECT generate_series\`
  (${matching.toLocaleString('en-US')} names contain 布), then \`ANALYZE\`.
- The app is built in-process (\`buildApp\`, logger off) and called with \`app.inject\` (no sockets),
  one request at a time, ${WARMUP} warm-up calls before each series (not counted).
- (a) sign-in with the boss account, N=${N_LOGIN} (argon2 password hashing dominates, by design).
- (b) \`POST /v1/api/supplier/page\` \`${JSON.stringify(PAGE)}\` with the session cookie, N=${N_PAGE}:
  session lookup, permission check, zod validation, the count query and the page query
  (run in parallel by the repository), envelope and serialization.
- (c) the same two queries without HTTP: \`pageSuppliers()\` from supplier.repository.ts on the app's
  Kysely instance and pg pool, N=${N_PAGE}.
- (d) the SQL text Kysely compiles for (c), captured once and sent with plain \`pg\` (no Kysely), N=${N_PAGE}.
- Times are wall-clock per call (performance.now()); p95 is the nearest-rank 95th percentile.

### Results

Page ${PAGE.pageNo} of the 布 search returned ${apiRows} rows of ${apiTotal.toLocaleString('en-US')}.

${table}

| ratio | value |
|---|---:|
${ratios}
`;
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'RESULTS.md');
// 6. The materials benchmark on the same cluster; its section follows this one.
const materials = process.env.BENCH_SKIP_MATERIALS === 'true' ? '' : `\n${await runMaterialsBench(adminUrl)}`;
// 7. The stock ledger benchmark on the same cluster; its section follows.
const stock = process.env.BENCH_SKIP_STOCK === 'true' ? '' : `\n${await runStockBench(adminUrl)}`;
// 8. The arrival review benchmark on the same cluster; its section follows.
const arrivals = process.env.BENCH_SKIP_ARRIVALS === 'true' ? '' : `\n${await runArrivalBench(adminUrl)}`;
// 8b. Order demand: an order of 20 styles × 200 SKUs exploded into demand, and the order list at 100,000 orders.
const orderDemand = process.env.BENCH_SKIP_ORDER_DEMAND === 'true' ? '' : `\n${await runOrderDemandBench(adminUrl)}`;
// 8c. The production workbench: 10,000 missions × 8 nodes, the missions × nodes grid with 20 clients.
const workbench = process.env.BENCH_SKIP_WORKBENCH === 'true' ? '' : `\n${await runWorkbenchBench(adminUrl)}`;
// 8d. Node reports: approving a 200-SKU tail-in-store report that posts goods stock.
const nodeReview = process.env.BENCH_SKIP_NODE_REVIEW === 'true' ? '' : `\n${await runNodeReviewBench(adminUrl)}`;
// 8e. Scanning: bundle tickets at one node, 20 scanners at once.
const scans = process.env.BENCH_SKIP_SCANS === 'true' ? '' : `\n${await runScanBench(adminUrl)}`;
// 8e'. Bundle cutting: one lay of 2,000 bundles.
const cuttingLay = process.env.BENCH_SKIP_CUTTING_LAY === 'true' ? '' : `\n${await runCuttingLayBench(adminUrl)}`;
// 8f. Stocktake: handling a 5,000-SKU count (5,000 STOCKTAKE movements) and undoing it.
const stocktake = process.env.BENCH_SKIP_STOCKTAKE === 'true' ? '' : `\n${await runStocktakeBench(adminUrl)}`;
// 8f'. Stock: the period balance (月结) of one storehouse over 1,000,000 movements, against its one SQL.
const period = process.env.BENCH_SKIP_PERIOD === 'true' ? '' : `\n${await runStockPeriodBench(adminUrl)}`;
// 8g. Finance: a supplier statement with running balance over 200,000 journal entries.
const statement = process.env.BENCH_SKIP_STATEMENT === 'true' ? '' : `\n${await runFinanceStatementBench(adminUrl)}`;
// 9. The web app: bundle sizes and menu click to first request (a build and a browser on the same cluster).
const web = process.env.BENCH_SKIP_WEB === 'true' ? '' : `\n${await runWebBench(adminUrl)}`;
writeFileSync(
  out,
  md +
    materials +
    stock +
    arrivals +
    orderDemand +
    workbench +
    nodeReview +
    scans +
    cuttingLay +
    stocktake +
    period +
    statement +
    web,
);
console.log(`wrote ${path.relative(process.cwd(), out)}`);
