// Benchmark: what reviewing an arrival (到料单, MATERIALS_ARRIVE) costs on PostgreSQL.
//  (1) approving one pending 50-line arrival through the API (POST uflo/MATERIALS_ARRIVE/review, review configured,
//      so submit leaves it pending and the approval posts it) against the same writes as one hand-written (arrival-direct.ts)
//      transaction on plain pg, statement by statement and set-based; the queries one API review sends, counted;
//  (2) reviews per second with 20 concurrent clients approving their own 10-line arrivals, then the ledger checked.
// Called from bench/run.ts (`npm run bench`); alone: `node scripts/with-postgres.mjs npx tsx bench/arrival.ts`,
// which prints the section.
import { writeFileSync } from 'node:fs';
import inspector from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { CamelCasePlugin, Kysely, PostgresDialect, sql, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase, type Db } from '../apps/server/src/platform/db/database.js';
import { migrateToLatest } from '../apps/server/src/platform/db/migrate.js';
import type { Database } from '../apps/server/src/schema/index.js';
import { createFactory } from '../apps/server/test/harness.js';
import { directReview, TYPE } from './arrival-direct.js';
import { describeMachine, measure, ms, stats, statsTable, WARMUP, type Stats } from './measure.js';

const LINES = 50;
const N_REVIEW = Number(process.env.BENCH_N_ARRIVAL_REVIEW ?? 30);
const CLIENTS = Number(process.env.BENCH_ARRIVAL_CLIENTS ?? 20);
const CONCURRENT_REVIEWS = Number(process.env.BENCH_ARRIVAL_CONCURRENT_REVIEWS ?? 400);
const CONCURRENT_LINES = 10;
const TODAY = '2026-11-22';
const LOGGED = 5;
export const ARRIVAL_SECTION = '## Arrivals: review cost and throughput';

type App = Awaited<ReturnType<typeof buildApp>>;
interface Answer {
  code: number;
  msg: string;
  data: Record<string, unknown> & { id?: string; status?: number };
}

async function api(app: App, sid: string, method: 'GET' | 'POST', url: string, payload?: object): Promise<Answer> {
  const res = await app.inject({
    method,
    url: `/v1/api/${url}`,
    headers: { cookie: `sid=${sid}` },
    ...(payload ? { payload } : {}),
  });
  return res.json() as Answer;
}
async function ok(app: App, sid: string, method: 'GET' | 'POST', url: string, payload?: object): Promise<Answer['data']> {
  const a = await api(app, sid, method, url, payload);
  if (a.code !== 0) throw new Error(`${url}: ${a.code} ${a.msg} ${JSON.stringify(a.data)}`);
  return a.data;
}
async function signIn(app: App, loginName: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/v1/api/login/doLogin', payload: { loginName, password } });
  return (res.json() as { data: { sid: string } }).data.sid;
}
/** Runs fn over items with at most `width` calls in flight. */
async function inParallel<T, R>(items: T[], width: number, fn: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!, i);
      }
    }),
  );
  return out;
}

export async function runArrivalBench(adminUrl: string): Promise<string> {
  const dbName = `bench_arrival_${Date.now()}`;
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
  const config = loadConfig({ SEED_DEMO: 'false', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl });
  const app = await buildApp({ config, db: handle.db, logger: false });
  await app.ready();

  // 1. Seed through the API: 50 SKUs (5 materials × 10 colours), a supplier, a storehouse, reviewed purchase bills
  //    (one of 50 lines for part 1, one of 10 lines per client for part 2), review configured for arrivals
  //    (one ANY step, the boss), then the arrivals against the purchase lines, each submitted (pending review).
  const t0 = performance.now();
  const factory = await createFactory(handle.db, 'bench');
  const unit = factory.unitId;
  const user = factory.boss.userId;
  const sid = await signIn(app, factory.boss.loginName, factory.boss.password);
  const kind = await ok(app, sid, 'POST', 'fac/materials/kinds/add', { no: 'ML', name: '面料' });
  const spec = await ok(app, sid, 'POST', 'fac/materials/addOrUpdateCommonMaterialsSpecifications', {
    no: 'W150',
    remark: '幅宽150',
  });
  const skuIds: string[] = [];
  for (let m = 0; m < LINES / 10; m++) {
    const created = await ok(app, sid, 'POST', 'fac/materials/addMaterials', {
      kindId: kind.id,
      name: `全棉府绸${m + 1}`,
      skus: Array.from({ length: 10 }, (_, c) => ({
        colorName: `色${c + 1}`,
        specificationsId: spec.id,
        stockUnit: '米',
        conversionRate: '1',
        sampleMaterial: false,
        suppliers: [],
      })),
    });
    const detail = await ok(app, sid, 'GET', `fac/materials/getMaterialDetail?id=${created.id}`);
    skuIds.push(...(detail.commonMaterialsSkuList as { id: string }[]).map((s) => s.id));
  }
  const supplierId = (await ok(app, sid, 'POST', 'supplier/insert', { name: '绍兴面料布行' })).id!;
  const storehouseId = (await ok(app, sid, 'POST', 'fac/storehouse/addStorehouse', { name: '面料仓', notAllowNegative: true }))
    .id!;
  // The stock items and lot balances of the 50 SKUs exist, as after any earlier arrival of them.
  // The ledger is the company's (ADR 0011): its rows take the boss unit.
  await sql`insert into stock_item (unit_id, storehouse_id, sku_kind, sku_id) select ${factory.bossUnitId}::bigint, ${storehouseId}::bigint, 'MATERIAL', id from material_sku where unit_id = ${unit}::bigint`.execute(
    handle.db,
  );
  await sql`insert into stock_balance (unit_id, stock_item_id) select unit_id, id from stock_item where storehouse_id = ${storehouseId}::bigint`.execute(
    handle.db,
  );

  const reviewedPurchase = async (skus: string[]): Promise<string[]> => {
    const bill = await ok(app, sid, 'POST', 'purchase/add', {
      supplierId,
      purchaserId: user,
      datePurchase: TODAY,
      arriveStorehouseId: storehouseId,
      materialsSkus: skus.map((s) => ({
        materialSkuId: s,
        conversionRate: '1',
        quantity: '100000',
        unitPrice: '12.5',
        taxRate: '13',
      })),
    });
    await ok(app, sid, 'POST', 'uflo/MATERIALS_PURCHASE/submit', { id: bill.id });
    const d = await ok(app, sid, 'GET', `purchase/purchaseDetail?billMaterialPurchaseId=${bill.id}`);
    return (d.lines as { id: string }[]).map((l) => l.id);
  };
  await ok(app, sid, 'POST', 'bill-review-config/updateOneConfig', {
    billType: TYPE,
    isUse: true,
    steps: [{ mode: 'ANY', userIds: [user], roleIds: [] }],
    antiReviewer: [user],
  });

  const pendingArrival = async (skus: string[], purchaseLines: string[], quantity: string): Promise<string> => {
    const a = await ok(app, sid, 'POST', 'arrive/add', {
      supplierId,
      creatorId: user,
      dateArrive: TODAY,
      storehouseId,
      materialsSkus: skus.map((s, i) => ({ materialSkuId: s, purchaseLineId: purchaseLines[i], quantity })),
    });
    const submitted = await ok(app, sid, 'POST', `uflo/${TYPE}/submit`, { id: a.id });
    if (submitted.status !== 1) throw new Error(`arrival ${a.id} did not wait for review (status ${submitted.status})`);
    return a.id!;
  };
  const bigLines = await reviewedPurchase(skuIds);
  const perSeries = Math.min(WARMUP, N_REVIEW) + N_REVIEW;
  // The API and the direct series alternate over the created arrivals, so both meet the same table sizes.
  const big = await inParallel(
    Array.from({ length: 3 * perSeries + LOGGED }, (_, i) => i),
    4,
    (i) => pendingArrival(skuIds, bigLines, String(1 + (i % 7))),
  );
  const clientSkus = Array.from({ length: CLIENTS }, (_, c) =>
    Array.from({ length: CONCURRENT_LINES }, (_, j) => skuIds[(c * CONCURRENT_LINES + j) % skuIds.length]!),
  );
  const clientLines = await inParallel(clientSkus, 4, (skus) => reviewedPurchase(skus));
  const perClient = Math.ceil(CONCURRENT_REVIEWS / CLIENTS);
  const small = await inParallel(
    Array.from({ length: CLIENTS * perClient }, (_, i) => i),
    4,
    (i) => pendingArrival(clientSkus[i % CLIENTS]!, clientLines[i % CLIENTS]!, '2'),
  );
  await sql`analyze`.execute(handle.db);
  const seedMs = performance.now() - t0;
  console.log(
    `seeded ${big.length} pending ${LINES}-line and ${small.length} pending ${CONCURRENT_LINES}-line arrivals in ${(seedMs / 1000).toFixed(1)} s`,
  );

  // 2. Part 1: API approval vs the hand-written transaction (two styles), each on its own fresh pending arrivals.
  const apiIds = big.slice(0, perSeries);
  const rowIds = big.slice(perSeries, 2 * perSeries);
  const setIds = big.slice(2 * perSeries, 3 * perSeries);
  // Interleaved (API, by row, set-based, API, ...) so that the machine's changing load falls on all three alike.
  const rawPool = new pg.Pool({ connectionString: databaseUrl, max: 1, options: '-c jit=off' });
  const rawClient = await rawPool.connect();
  const samples: [number[], number[], number[]] = [[], [], []];
  const warmup = perSeries - N_REVIEW;
  // BENCH_CPU_PROFILE=<file.cpuprofile>: a CPU profile of this loop (open it in Chrome's DevTools), to see where the
  // API's own time goes; the direct ways spend theirs waiting on the database.
  const profiler = process.env.BENCH_CPU_PROFILE ? new inspector.Session() : null;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  for (let i = 0; i < perSeries; i++) {
    const ways = [
      async () => {
        const res = await ok(app, sid, 'POST', `uflo/${TYPE}/review`, { id: apiIds[i], result: true });
        if (res.status !== 2) throw new Error(`review of ${apiIds[i]} answered status ${res.status}`);
      },
      () => directReview(rawClient, unit, user, rowIds[i]!, true),
      () => directReview(rawClient, unit, user, setIds[i]!, false),
    ];
    for (const [w, fn] of ways.entries()) {
      const t = performance.now();
      await fn();
      if (i >= warmup) samples[w]!.push(performance.now() - t);
    }
  }
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(process.env.BENCH_CPU_PROFILE!, JSON.stringify(profile));
    profiler.disconnect();
  }
  const [apiReview, rowReview, setReview] = samples.map(stats) as [Stats, Stats, Stats];
  rawClient.release();
  await rawPool.end();

  // The three ways must have written the same: per arrival 50 movements, one payable row of the same total, the bill
  // reviewed with its task closed and a PASS event; the purchase lines received what was reviewed.
  const effects = await sql<{
    id: string;
    movements: string;
    qty: string;
    payable: string;
    linesAmount: string;
    status: number;
    openTasks: string;
    passes: string;
  }>`
    select a.id, a.status,
      (select count(*) from stock_movement m where m.fac_unit_id = a.unit_id and m.source_type = ${TYPE} and m.source_id = a.id) as movements,
      (select coalesce(sum(quantity), 0) from stock_movement m where m.fac_unit_id = a.unit_id and m.source_type = ${TYPE} and m.source_id = a.id) as qty,
      (select coalesce(sum(amount), 0) from partner_amount p where p.unit_id = a.unit_id and p.source_type = ${TYPE} and p.source_id = a.id) as payable,
      (select sum(amount) from arrival_line l where l.arrival_id = a.id) as lines_amount,
      (select count(*) from review_task t where t.unit_id = a.unit_id and t.bill_id = a.id and t.bill_type = ${TYPE} and t.state = 'OPEN') as open_tasks,
      (select count(*) from bill_event e where e.unit_id = a.unit_id and e.bill_id = a.id and e.bill_type = ${TYPE} and e.action = 'PASS') as passes
    from arrival a where a.id in (${sql.join(big.slice(0, 3 * perSeries))})`.execute(handle.db);
  for (const e of effects.rows)
    if (e.status !== 2 || Number(e.movements) !== LINES || e.payable !== e.linesAmount || e.openTasks !== '0' || e.passes !== '1')
      throw new Error(`arrival ${e.id} was not posted as an API review posts it: ${JSON.stringify(e)}`);

  // 3. Where the API's time goes: LOGGED more reviews through a second app instance whose Kysely logs every query.
  const logged: { query: CompiledQuery; ms: number }[] = [];
  const logPool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c jit=off' });
  const logDb: Db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: logPool }),
    plugins: [new CamelCasePlugin()],
    log: (e) => void logged.push({ query: e.query, ms: e.queryDurationMillis }),
  });
  const logApp = await buildApp({ config, db: logDb, logger: false });
  await logApp.ready();
  const logSid = await signIn(logApp, factory.boss.loginName, factory.boss.password);
  logged.length = 0;
  const tLogged = performance.now();
  let lastStart = 0;
  for (const id of big.slice(3 * perSeries)) {
    lastStart = logged.length;
    await ok(logApp, logSid, 'POST', `uflo/${TYPE}/review`, { id, result: true });
  }
  const loggedWall = (performance.now() - tLogged) / LOGGED;
  // The last review's own statements (parameters included) replayed on plain pg inside BEGIN ... ROLLBACK: the same SQL
  // without Kysely, the app's code between statements or HTTP. The bill is already reviewed, so the engine's updates
  // of the task touch no row; everything else writes as it did.
  const replayed = logged
    .slice(lastStart)
    .map((q) => q.query)
    .filter((q) => !/^(begin|commit|rollback)\b/i.test(q.sql.trim()));
  const replayPool = new pg.Pool({ connectionString: databaseUrl, max: 1, options: '-c jit=off' });
  const replayClient = await replayPool.connect();
  const replay = await measure(N_REVIEW, async () => {
    await replayClient.query('begin');
    for (const q of replayed) await replayClient.query(q.sql, [...q.parameters]);
    await replayClient.query('rollback');
  });
  replayClient.release();
  await replayPool.end();
  await logApp.close();
  await logDb.destroy();
  const byKind = new Map<string, { n: number; ms: number }>();
  for (const q of logged) {
    const verb = q.query.sql.trim().split(/\s+/)[0]!.toLowerCase();
    const table = /(?:from|update|into)\s+"?([a-z_]+)"?/i.exec(q.query.sql)?.[1] ?? '?';
    const key = ['begin', 'commit', 'rollback'].includes(verb) ? verb : `${verb} ${table}`;
    const k = byKind.get(key) ?? { n: 0, ms: 0 };
    byKind.set(key, { n: k.n + 1, ms: k.ms + q.ms });
  }
  const dbMs = logged.reduce((s, q) => s + q.ms, 0);
  const queryTable = [
    '| statement | count per review | ms per review |',
    '|---|---:|---:|',
    ...[...byKind.entries()].sort((a, b) => b[1].n - a[1].n).map(([k, v]) => `| ${k} | ${v.n / LOGGED} | ${ms(v.ms / LOGGED)} |`),
    `| **all** | **${logged.length / LOGGED}** | **${ms(dbMs / LOGGED)}** |`,
  ].join('\n');

  // 4. Part 2: CLIENTS signed-in sessions, each approving its own arrivals one after another, all at once.
  const sids = await inParallel(
    Array.from({ length: CLIENTS }, (_, i) => i),
    4,
    () => signIn(app, factory.boss.loginName, factory.boss.password),
  );
  const latencies: number[] = [];
  const failures: string[] = [];
  const tc = performance.now();
  await Promise.all(
    sids.map(async (clientSid, c) => {
      for (let k = c; k < small.length; k += CLIENTS) {
        const t = performance.now();
        const a = await api(app, clientSid, 'POST', `uflo/${TYPE}/review`, { id: small[k], result: true });
        latencies.push(performance.now() - t);
        if (a.code !== 0 || a.data.status !== 2) failures.push(`${small[k]}: ${a.code} ${a.msg}`);
      }
    }),
  );
  const concurrentMs = performance.now() - tc;
  const concurrent = stats(latencies);
  const perSecond = (latencies.length / concurrentMs) * 1000;

  // The ledger afterwards: every item = Σ its movements = Σ its lot balances; purchase lines = Σ reviewed arrival lines.
  const ledger = await sql<{
    items: string;
    badItems: string;
    badLots: string;
    badPurchase: string;
    reviewed: string;
    pending: string;
  }>`
    select
      (select count(*) from stock_item where unit_id = ${factory.bossUnitId}::bigint) as items,
      (select count(*) from stock_item i where i.unit_id = ${factory.bossUnitId}::bigint and i.quantity <> (select coalesce(sum(m.quantity), 0) from stock_movement m where m.stock_item_id = i.id)) as bad_items,
      (select count(*) from stock_item i where i.unit_id = ${factory.bossUnitId}::bigint and i.quantity <> (select coalesce(sum(b.quantity), 0) from stock_balance b where b.stock_item_id = i.id)) as bad_lots,
      (select count(*) from purchase_line p where p.unit_id = ${unit}::bigint and p.arrived_quantity <>
         (select coalesce(sum(l.stock_quantity), 0) from arrival_line l join arrival a on a.id = l.arrival_id where l.purchase_line_id = p.id and a.status = 2)
         or p.arrived_quantity <> (select coalesce(sum(s.arrived_quantity), 0) from purchase_line_demand s where s.purchase_line_id = p.id)) as bad_purchase,
      (select count(*) from arrival where unit_id = ${unit}::bigint and status = 2) as reviewed,
      (select count(*) from arrival where unit_id = ${unit}::bigint and status = 1) as pending`.execute(handle.db);
  const check = ledger.rows[0]!;
  const invariantOk = check.badItems === '0' && check.badLots === '0' && check.badPurchase === '0' && failures.length === 0;

  await app.close();
  await handle.close();
  const cleanup = new pg.Client({ connectionString: adminUrl });
  await cleanup.connect();
  await cleanup.query(`drop database if exists ${dbName} with (force)`);
  await cleanup.end();
  if (!invariantOk)
    throw new Error(`after the concurrent reviews: ${JSON.stringify(check)}; failures: ${failures.slice(0, 5).join('; ')}`);

  const table = statsTable([
    [`(1a) API POST uflo/${TYPE}/review, ${LINES} lines`, apiReview],
    ['(1b) direct: same writes, one statement per line (plain pg)', rowReview],
    ['(1c) direct: same writes, set-based (plain pg)', setReview],
    [`(1d) the ${replayed.length} statements of one API review replayed on plain pg (rolled back)`, replay],
    [`(2) API review under ${CLIENTS} concurrent clients, ${CONCURRENT_LINES} lines`, concurrent],
  ]);
  const ratio = (a: Stats, b: Stats) => `${(a.median / b.median).toFixed(2)}x (median), ${(a.p95 / b.p95).toFixed(2)}x (p95)`;
  return `${ARRIVAL_SECTION}

- **Date:** ${new Date().toISOString()}
- **Machine:** ${describeMachine(serverVersion)}

### Method

- Seeded through the API on a fresh database (${(seedMs / 1000).toFixed(1)} s): ${skuIds.length} material SKUs, one supplier,
  one storehouse that forbids negative stock (with the stock items and lot balances of the ${skuIds.length} SKUs already
  there, as after any earlier arrival), reviewed purchase bills of 100,000 m per line and tax 13 %, review configured
  for ${TYPE} (one step, ANY, the boss), then every arrival created with \`arrive/add\` against the purchase lines
  and submitted with \`uflo/${TYPE}/submit\`, so it waits for review (status 1, one open task). \`ANALYZE\` after seeding.
- (1) Each way takes its own fresh pending ${LINES}-line arrivals, one review at a time, the three ways interleaved
  (a, b, c, a, b, c, ...: the machine's changing load falls on all three alike), ${Math.min(WARMUP, N_REVIEW)} warm-up rounds before
  N=${N_REVIEW} timed ones. (1a) the approval as a user gives it: \`POST /v1/api/uflo/${TYPE}/review\`
  \`{id, result: true}\` through \`app.inject\` (session, zod, engine: bill row locked, task checked and closed,
  status and PASS event, then the arrival's posting hook: ${LINES} stock movements with item and lot balances,
  ${LINES} purchase lines' arrived quantities, the supplier payable). (1b) and (1c) the same writes by hand on plain
  \`pg\` in one BEGIN/COMMIT (bill status, task closed, PASS event, ${LINES} × stock_item / stock_balance updates and
  stock_movement inserts with balance after, ${LINES} purchase_line updates and of their (single, unplanned) split rows in
  purchase_line_demand, the partner_amount row): (1b) one statement per line and table (${3 + 1 + LINES * 5 + 1} statements),
  as the app wrote before its posting became set-based; (1c) set-based, 6 statements (data-modifying CTEs).
  Afterwards every reviewed arrival of the three series is checked to carry the same effects (${LINES} movements,
  the payable equal to its lines' amount, no open task, one PASS event).
- Where the time goes: ${LOGGED} more reviews through a second app instance whose Kysely \`log\` hook records every
  query and its duration as Kysely sees it (send to result, pool wait excluded); the table below averages them per review.
  (1d) the statements the last of those reviews sent (parameters included, begin/commit left out) replayed on plain
  \`pg\` inside BEGIN ... ROLLBACK, N=${N_REVIEW} after warm-up (not interleaved): the API's SQL without Kysely, the
  app's code between statements or HTTP (the bill is already reviewed then, so the task update touches no row).
- (2) ${CLIENTS} sessions of the boss, each approving its own ${perClient} pending ${CONCURRENT_LINES}-line arrivals one after another,
  all ${CLIENTS} at once (${latencies.length} reviews; the app's pg pool has 10 connections, so up to ${CLIENTS} requests
  queue for ${10}). Client c's arrivals receive SKUs c·10 … c·10+9 (mod ${skuIds.length}), so ${Math.ceil((CLIENTS * CONCURRENT_LINES) / skuIds.length)} clients share
  each stock item and queue on its row lock, as arrivals of the same fabric do. Afterwards: every stock item equals
  the sum of its movements and of its lot balances, every purchase line's arrived quantity equals the sum of its
  reviewed arrival lines and of its split rows, and no review failed.
- The machine is shared with other engineers' test runs: the load average above is high and the numbers are noisy.

### Results

${table}

| ratio / figure | value |
|---|---:|
| API / direct one statement per line (1a / 1b) | ${ratio(apiReview, rowReview)} |
| API / direct set-based (1a / 1c) | ${ratio(apiReview, setReview)} |
| API overhead over (1b), median | ${ms(apiReview.median - rowReview.median)} ms |
| queries per API review (logged instance, mean of ${LOGGED}) | ${logged.length / LOGGED}, ${ms(dbMs / LOGGED)} ms waiting on them of ${ms(loggedWall)} ms wall |
| API overhead over (1b) per API query, median | ${ms((apiReview.median - rowReview.median) / (logged.length / LOGGED))} ms |
| API / its own statements on plain pg (1a / 1d) | ${ratio(apiReview, replay)} |
| (2) reviews per second, ${CLIENTS} clients | ${perSecond.toFixed(1)} (${latencies.length} reviews in ${(concurrentMs / 1000).toFixed(2)} s) |
| (2) failed reviews | ${failures.length} |
| (2) ledger after: items ≠ Σ movements / ≠ Σ lots / purchase lines ≠ Σ reviewed lines | ${check.badItems} / ${check.badLots} / ${check.badPurchase} of ${check.items} items |
| arrivals reviewed / still pending at the end | ${check.reviewed} / ${check.pending} |

Queries of one API review of a ${LINES}-line arrival (logged instance, mean of ${LOGGED} reviews):

${queryTable}
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is not set: run through scripts/with-postgres.mjs');
  console.log(await runArrivalBench(adminUrl));
}
