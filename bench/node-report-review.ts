// Benchmark: approving a 200-SKU node report that posts goods stock (issue 11: a tail_in_store node, 尾部入库) on
// PostgreSQL. A mission of one style with 200 SKUs and one tail-in-store node whose reports need review; each run
// reports 1 piece of every SKU into a storehouse (REPORT: pending) and then times the approval through the API
// (POST uflo/FAC_MISSION_COMPLETE/review), with the statements that approval sent (count and time, from Kysely's log).
// Called from bench/run.ts (`npm run bench`); alone: `node scripts/with-postgres.mjs npx tsx bench/node-report-review-only.ts`.
import { performance } from 'node:perf_hooks';
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { makeGoods, makeMission } from '../apps/server/src/areas/node-reports/node-report.fixture.js';
import { loadConfig } from '../apps/server/src/config.js';
import { migrateToLatest } from '../apps/server/src/platform/db/migrate.js';
import { WriteTrackerPlugin } from '../apps/server/src/platform/db/write-tracker.js';
import type { Database } from '../apps/server/src/schema/index.js';
import { createFactory } from '../apps/server/test/harness.js';
import { describeMachine, ms, stats, statsTable } from './measure.js';

const SKUS = 200;
const RUNS = Number(process.env.BENCH_N_NODE_REVIEW ?? 20);
const WARM = 3;
export const NODE_REVIEW_SECTION = '## Node reports: approving a 200-SKU tail-in-store report';

type App = Awaited<ReturnType<typeof buildApp>>;

async function api(app: App, sid: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await app.inject({ method, url: `/v1/api/${url}`, headers: { cookie: `sid=${sid}` }, payload });
  const a = res.json() as { code: number; msg: string; data: Record<string, unknown> };
  if (a.code !== 0) throw new Error(`${url}: ${a.code} ${a.msg} ${JSON.stringify(a.data)}`);
  return a.data;
}

export async function runNodeReviewBench(adminUrl: string): Promise<string> {
  const dbName = `bench_node_review_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const serverVersion = (await admin.query<{ server_version: string }>('show server_version')).rows[0]?.server_version ?? '?';
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  // The app's own pool settings and plugins (platform/db/database.ts), plus Kysely's log: every statement and its time.
  const logged: { sql: string; ms: number }[] = [];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c jit=off' });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin(), new WriteTrackerPlugin()],
    log: (e) => void logged.push({ sql: e.query.sql, ms: e.queryDurationMillis }),
  });
  await migrateToLatest(db);
  const config = loadConfig({ SEED_DEMO: 'false', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl });
  const app = await buildApp({ config, db, logger: false });
  await app.ready();

  const t0 = performance.now();
  const f = await createFactory(db, 'bench-node-review');
  const login = await app.inject({
    method: 'POST',
    url: '/v1/api/login/doLogin',
    payload: { loginName: f.boss.loginName, password: f.boss.password },
  });
  const sid = (login.json() as { data: { sid: string } }).data.sid;
  const goods = await makeGoods(db, f, SKUS);
  const mission = await makeMission(db, f, goods, { needsReview: true, nodes: [{ typeCode: 'tail_in_store' }] });
  await api(app, sid, 'POST', 'bill-review-config/updateOneConfig', {
    billType: 'FAC_MISSION_COMPLETE',
    isUse: true,
    steps: [{ mode: 'ANY', userIds: [f.boss.userId], roleIds: [] }],
  });
  const store = (await api(app, sid, 'POST', 'fac/storehouse/addStorehouse', { name: '成品仓', notAllowNegative: true }))
    .id as string;
  await sql`analyze`.execute(db);
  const seedSeconds = (performance.now() - t0) / 1000;

  const report = async () => {
    const d = await api(app, sid, 'POST', `fac-mission-prcd-nodes/${mission.nodeIds[0]}/tail-in-store`, {
      actionType: 'REPORT',
      dateCompleted: '2026-11-20',
      finishUserId: f.boss.userId,
      storehouseId: store,
      skus: goods.skuIds.map((goodsSkuId) => ({ goodsSkuId, num: '1' })),
    });
    if (d.status !== 1) throw new Error(`the report should wait for review, status ${String(d.status)}`);
    return (d.billIds as string[])[0]!;
  };
  const apiMs: number[] = [];
  const sqlMs: number[] = [];
  const counts: number[] = [];
  const byKind = new Map<string, { n: number; ms: number }>();
  for (let i = 0; i < WARM + RUNS; i++) {
    const billId = await report();
    const from = logged.length;
    const t = performance.now();
    await api(app, sid, 'POST', 'uflo/FAC_MISSION_COMPLETE/review', { billId, result: true });
    const took = performance.now() - t;
    if (i < WARM) continue;
    const mine = logged.slice(from);
    apiMs.push(took);
    sqlMs.push(mine.reduce((s, q) => s + q.ms, 0));
    counts.push(mine.length);
    for (const q of mine) {
      const verb = q.sql.trim().split(/\s+/)[0]!.toLowerCase();
      const table = /(?:from|update|into)\s+"?([a-z_]+)"?/i.exec(q.sql)?.[1] ?? '?';
      const key = ['begin', 'commit', 'rollback'].includes(verb) ? verb : `${verb} ${table}`;
      const k = byKind.get(key) ?? { n: 0, ms: 0 };
      byKind.set(key, { n: k.n + 1, ms: k.ms + q.ms });
    }
  }
  // Every approval posted: each SKU's stock is the pieces reported and approved.
  const stock = await db
    .selectFrom('stockItem')
    .select(({ fn }) => [fn.countAll<string>().as('skus'), fn.sum<string>('quantity').as('total')])
    .where('storehouseId', '=', store)
    .executeTakeFirstOrThrow();
  const expected = SKUS * (WARM + RUNS);
  if (Number(stock.skus) !== SKUS || Number(stock.total) !== expected)
    throw new Error(`stock after the approvals: ${stock.skus} SKUs, ${stock.total} pieces; expected ${SKUS}, ${expected}`);
  await app.close();
  await db.destroy();
  const cleanup = new pg.Client({ connectionString: adminUrl });
  await cleanup.connect();
  await cleanup.query(`drop database if exists ${dbName} with (force)`);
  await cleanup.end();

  const a = stats(apiMs);
  const s = stats(sqlMs);
  const n = stats(counts);
  const kinds = [...byKind.entries()]
    .sort((x, y) => y[1].ms - x[1].ms)
    .slice(0, 12)
    .map(([k, v]) => `| ${k} | ${(v.n / RUNS).toFixed(1)} | ${ms(v.ms / RUNS)} |`)
    .join('\n');
  return `${NODE_REVIEW_SECTION}

${describeMachine(serverVersion)}. Seeded in ${seedSeconds.toFixed(1)} s: one style with ${SKUS} SKUs (one colour,
${SKUS} sizes), a mission of 100 pieces per SKU with one tail-in-store node (报工需审核), 完成数单 review configured
(one step, the boss), one storehouse that forbids negative stock.

Each run reports 1 piece of every SKU into the storehouse (\`fac-mission-prcd-nodes/{id}/tail-in-store\`, REPORT: the
bill waits) and then approves it: \`POST uflo/FAC_MISSION_COMPLETE/review\` through app.inject, timed (${WARM} warm-up runs
not counted). The approval re-checks the node's limit on the locked node, posts the bill's ${SKUS} lines as
\`PRODUCTION_IN\` goods stock, rolls the node up and starts the mission. The statements it sent are taken from Kysely's
log (their time is from sending to the answer, on the pool). After the series the storehouse must hold ${SKUS} SKUs and
${expected} pieces, else the run fails.

${statsTable([
  ['approval through the API (app.inject)', a],
  ["the same approvals' statements, summed (Kysely log)", s],
])}

| per approval | value |
|---|---:|
| statements (median; min–max) | ${n.median} (${n.min}–${n.max}) |
| SQL share of the API time, medians | ${((100 * s.median) / a.median).toFixed(0)} % |
| API ÷ its SQL, medians | ${ms(a.median / s.median)} |

Where the statements' time goes (per approval, mean over the ${RUNS} runs; the 12 most costly kinds):

| statement (verb, first table) | count | ms |
|---|---:|---:|
${kinds}
`;
}
