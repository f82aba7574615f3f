// Benchmark: the production workbench's missions × nodes table (issue 11 part 6) on PostgreSQL.
//  10,000 missions × 8 nodes (80,000 node instances, statuses mixed, 8,000 missions live), seeded set-based by
//  generate_series; a user's column set of the 8 nodes; then fac/mission/workspace/getMissionNodeList (20 rows a page,
//  a page among the first 50) with 20 clients at once, one client alone, and the page's own statement run straight on
//  the pool (its SQL). Targets: p95 under 50 ms with 20 clients; one call within 1.5× of its SQL.
// Alone: `node scripts/with-postgres.mjs npx tsx bench/mission-workbench-only.ts`.
import { performance } from 'node:perf_hooks';
import { CamelCasePlugin, Kysely, PostgresDialect, sql, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { missionGrid } from '../apps/server/src/areas/mission-workbench/mission-grid.repository.js';
import { factoryToday } from '../apps/server/src/areas/mission-workbench/mission-grid.service.js';
import { openDatabase } from '../apps/server/src/platform/db/database.js';
import { migrateToLatest } from '../apps/server/src/platform/db/migrate.js';
import type { Database } from '../apps/server/src/schema/index.js';
import { createFactory } from '../apps/server/test/harness.js';
import { describeMachine, expectSuccess, ms, stats, statsTable, withCpuProfile } from './measure.js';

const MISSIONS = Number(process.env.BENCH_MISSIONS ?? 10_000);
const NODES = 8;
const CLIENTS = 20;
const CALLS = Number(process.env.BENCH_N_WORKBENCH ?? 25);

export const WORKBENCH_SECTION = '## Production workbench: missions x nodes table';

export async function runWorkbenchBench(adminUrl: string): Promise<string> {
  const dbName = `bench_workbench_${Date.now()}`;
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
  const db = handle.db;

  const t0 = performance.now();
  const f = await createFactory(db, 'bench-workbench');
  const unit = f.unitId;
  const by = f.boss.userId;
  await sql`insert into goods_style (unit_id, style_no, style_name, size_category_id, created_by)
    select ${unit}::bigint, 'WS' || g, '款' || g, 1, ${by}::bigint from generate_series(1, 50) g`.execute(db);
  await sql`insert into customer (unit_id, name, created_by)
    select ${unit}::bigint, '客户' || g, ${by}::bigint from generate_series(1, 30) g`.execute(db);
  await sql`insert into prcd_node (unit_id, name, type_code, created_by)
    select ${unit}::bigint, '节点' || g, 'quantitative', ${by}::bigint from generate_series(1, ${NODES}) g`.execute(db);
  await sql`insert into mission (unit_id, mission_no, status, priority, placeorder_at, delivery_at, goods_style_id, customer_id,
      leader_ids, total_num, created_by)
    select ${unit}::bigint, 'MS' || lpad(g::text, 6, '0'), (array[0, 1, 1, 0, 2])[1 + g % 5], (g % 7 = 0)::int,
      date '2026-06-01' + (g % 200), date '2026-07-01' + (g % 240),
      (select min(id) from goods_style where unit_id = ${unit}::bigint) + g % 50,
      (select min(id) from customer where unit_id = ${unit}::bigint) + g % 30,
      jsonb_build_array(${by}::text), 100 + g % 900, ${by}::bigint
    from generate_series(1, ${MISSIONS}) g`.execute(db);
  await sql`insert into mission_node (unit_id, mission_id, prcd_node_id, name, type_code, sort, status, charger_ids,
      labour_cost, plan_end_at, target_num, completed_num)
    select m.unit_id, m.id, p.id, p.name, p.type_code, row_number() over (partition by m.id order by p.id),
      case when m.status = 2 then 2 when (m.id + p.id) % 3 = 0 then 1 else 0 end, jsonb_build_array(${by}::text),
      1.5, m.delivery_at - 3, m.total_num, (m.id * p.id) % 100
    from mission m cross join prcd_node p
    where m.unit_id = ${unit}::bigint and p.unit_id = ${unit}::bigint`.execute(db);
  await sql`vacuum analyze`.execute(db);
  const seedSeconds = (performance.now() - t0) / 1000;

  const login = await app.inject({
    method: 'POST',
    url: '/v1/api/login/doLogin',
    payload: { loginName: f.boss.loginName, password: f.boss.password },
  });
  const sid = (login.json() as { data: { sid: string } }).data.sid;
  const call = async (url: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url: `/v1/api/${url}`, headers: { cookie: `sid=${sid}` }, payload });
    const a = res.json() as { code: number; msg: string; data: { totalCount?: number; list?: unknown[] } };
    if (a.code !== 0) throw new Error(`${url}: ${a.code} ${a.msg}`);
    return a.data;
  };
  const nodeIds = (await db.selectFrom('prcdNode').select('id').where('unitId', '=', unit).orderBy('id').execute()).map(
    (r) => r.id,
  );
  await call('fac/mission/workspace/saveAndAddConfig', {
    name: '全部节点',
    missionFields: ['missionNo', 'styleNo'],
    prcdNodeIds: nodeIds,
  });

  let pageNo = 0;
  const gridUrl = 'fac/mission/workspace/getMissionNodeList';
  const client = async (into: number[]) => {
    for (let i = 0; i < CALLS; i++) {
      const t = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: `/v1/api/${gridUrl}`,
        headers: { cookie: `sid=${sid}` },
        payload: { pageNo: 1 + (pageNo++ % 50), pageSize: 20 },
      });
      expectSuccess(gridUrl, res.body);
      into.push(performance.now() - t);
    }
  };
  await client([]); // warm-up
  const alone: number[] = [];
  await client(alone);
  // Its SQL: the page's one statement (columns, page, nodes, total) straight on the pool, no HTTP.
  const tenant = { unitId: unit, bossUnitId: f.bossUnitId };
  const direct: number[] = [];
  for (let i = 0; i < CALLS + 5; i++) {
    const t = performance.now();
    await missionGrid(db, tenant, by, undefined, {}, { limit: 20, offset: 20 * (i % 50) }, factoryToday());
    if (i >= 5) direct.push(performance.now() - t);
  }
  const concurrent: number[] = [];
  const tc = performance.now();
  await withCpuProfile(() => Promise.all(Array.from({ length: CLIENTS }, () => client(concurrent))));
  const seconds = (performance.now() - tc) / 1000;
  const total = (await call('fac/mission/workspace/getMissionNodeList', { pageSize: 20 })).totalCount;
  // Where the time goes: the statement of page 25, captured as Kysely compiles it, EXPLAIN ANALYZEd once.
  const captured: CompiledQuery[] = [];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, options: '-c jit=off' });
  const capturing = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
    log: (e) => void captured.push(e.query),
  });
  await missionGrid(capturing, tenant, by, undefined, {}, { limit: 20, offset: 480 }, factoryToday());
  const plans: string[] = [];
  for (const q of captured) {
    const plan = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${q.sql}`, [...q.parameters]);
    plans.push(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
  await capturing.destroy();
  await app.close();
  await handle.close();
  const cleanup = new pg.Client({ connectionString: adminUrl });
  await cleanup.connect();
  await cleanup.query(`drop database if exists ${dbName} with (force)`);
  await cleanup.end();

  const c = stats(concurrent);
  const a = stats(alone);
  const s = stats(direct);
  return `${WORKBENCH_SECTION}

${describeMachine(serverVersion)}. Seeded set-based in ${seedSeconds.toFixed(1)} s: ${MISSIONS.toLocaleString('en')} missions × ${NODES} nodes
(${(MISSIONS * NODES).toLocaleString('en')} node instances; ${String(total)} live missions listed), a column set of the ${NODES} nodes.
\`fac/mission/workspace/getMissionNodeList\`, 20 missions a page (a page among the first 50), through app.inject;
${CLIENTS} clients × ${CALLS} calls at once (${(concurrent.length / seconds).toFixed(0)} calls/s). Targets: p95 under 50 ms with
${CLIENTS} clients; one call within 1.5× of its SQL (the same statement on the pool: columns, page, its nodes and the
total in one round trip; the total of a status-only filter from mission_count, kept by triggers).

${statsTable([
  [`getMissionNodeList, ${CLIENTS} concurrent clients`, c],
  ['getMissionNodeList, one client alone', a],
  ['its one statement alone (missionGrid on Kysely, pool)', s],
])}

| ratio | value |
|---|---:|
| one client's median ÷ its SQL's median | ${ms(a.median / s.median)} |

The statement's plan (page 25, \`EXPLAIN (ANALYZE, BUFFERS)\`, once after the series):

${plans
  .map(
    (p, i) =>
      `<details><summary>statement ${i + 1}: ${/Execution Time: [\d.]+ ms/.exec(p)?.[0] ?? ''}</summary>\n\n\`\`\`text\n${p}\n\`\`\`\n\n</details>`,
  )
  .join('\n\n')}
`;
}
