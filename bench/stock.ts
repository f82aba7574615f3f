// Benchmark: the stock ledger on PostgreSQL at 1,000,000 movement rows.
//  (a) the material stock page (POST fac/stock/list, a keyword search, middle page) through app.inject vs the
//      repository call vs the SQL it compiles, sent with plain pg;
//  (b) the movement log page (POST changeStock/page, one storehouse, a middle page), the same three ways.
// Called from bench/run.ts (`npm run bench`); alone: `node scripts/with-postgres.mjs npx tsx bench/stock.ts`,
// which prints the section.
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { CamelCasePlugin, Kysely, PostgresDialect, sql, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { pageMaterialStock, pageStockChanges } from '../apps/server/src/areas/stock/stock-query.repository.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/platform/db/database.js';
import { migrateToLatest } from '../apps/server/src/platform/db/migrate.js';
import type { Database } from '../apps/server/src/schema/index.js';
import { createFactory } from '../apps/server/test/harness.js';
import { describeMachine, measure, ms, statsTable, WARMUP, type Stats } from './measure.js';

const MOVEMENTS = Number(process.env.BENCH_MOVEMENTS ?? 1_000_000);
const MATERIALS = Number(process.env.BENCH_STOCK_MATERIALS ?? 2_500);
const STOREHOUSES = 4;
const N_PAGE = Number(process.env.BENCH_N_STOCK_PAGE ?? 200);
export const STOCK_SECTION = '## Stock ledger: pages over 1,000,000 movements';

interface Compared {
  api: Stats;
  direct: Stats;
  raw: Stats;
  total: number;
}

/** Runs one page three ways: through the API, as the repository call, and as its compiled SQL on plain pg. */
async function compare(
  app: Awaited<ReturnType<typeof buildApp>>,
  sid: string,
  url: string,
  body: Record<string, unknown>,
  repoCall: (db: Kysely<Database>) => Promise<{ totalCount: number }>,
  db: Kysely<Database>,
  databaseUrl: string,
): Promise<Compared> {
  let total = -1;
  const api = await measure(N_PAGE, async () => {
    const res = await app.inject({ method: 'POST', url: `/v1/api/${url}`, payload: body, headers: { cookie: `sid=${sid}` } });
    const answer = res.json() as { code: number; msg: string; data: { totalCount: number } };
    if (answer.code !== 0) throw new Error(`${url}: ${answer.code} ${answer.msg}`);
    total = answer.data.totalCount;
  });
  let directTotal = -1;
  const direct = await measure(N_PAGE, async () => {
    directTotal = (await repoCall(db)).totalCount;
  });
  if (directTotal !== total) throw new Error(`${url}: API total ${total} differs from direct ${directTotal}`);
  const captured: CompiledQuery[] = [];
  const capturePool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const capturing = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: capturePool }),
    plugins: [new CamelCasePlugin()],
    log: (e) => void captured.push(e.query),
  });
  await repoCall(capturing);
  await capturing.destroy();
  const rawPool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c jit=off' });
  const raw = await measure(N_PAGE, async () => {
    await Promise.all(captured.map((q) => rawPool.query(q.sql, [...q.parameters])));
  });
  await rawPool.end();
  return { api, direct, raw, total };
}

export async function runStockBench(adminUrl: string): Promise<string> {
  const dbName = `bench_stock_${Date.now()}`;
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

  // 1. Seed: materials with 4 SKUs each, storehouses, one stock item per storehouse × SKU, then the movements in
  //    one INSERT ... SELECT (70 % in, 30 % out, spread over the items and a year of dates), and the balances set
  //    to the sums of their movements, as the ledger keeps them.
  const t0 = performance.now();
  const factory = await createFactory(handle.db, 'bench');
  const unit = factory.unitId;
  // Storehouses and the ledger are the company's (ADR 0011), each storehouse linked to the factory.
  const company = factory.bossUnitId;
  const scope = { unitId: unit, bossUnitId: company };
  const user = factory.boss.userId;
  const kind = await sql<{
    id: string;
  }>`insert into material_kind (unit_id, no, name, created_by) values (${unit}, 'ML', '面料', ${user}) returning id`.execute(
    handle.db,
  );
  const spec = await sql<{
    id: string;
  }>`insert into material_spec (unit_id, no, remark, created_by) values (${unit}, 'W150', '幅宽150', ${user}) returning id`.execute(
    handle.db,
  );
  await sql`
    insert into material (unit_id, no, name, material_kind_id, status, created_by, updated_by)
    select ${unit}::bigint, 'WL' || lpad(g::text, 6, '0'),
           case g % 4 when 0 then '全棉府绸布' when 1 then '涤纶里布' when 2 then '金属四合扣' else '尼龙拉链' end || ' ' || g,
           ${kind.rows[0]!.id}::bigint, 2, ${user}::bigint, ${user}::bigint
    from generate_series(1, ${MATERIALS}::int) as g
  `.execute(handle.db);
  await sql`
    insert into material_sku (unit_id, material_id, color_name, material_spec_id, sample_material, stock_unit, stock_measure_unit_id,
                              conversion_rate, fixed_materials, sort)
    select m.unit_id, m.id, c.name, ${spec.rows[0]!.id}::bigint, false, '米',
           (select u.id from measure_unit u where u.unit_id = m.unit_id and u.name = '米'), 1, false, c.sort
    from material m cross join (values ('红色', 1), ('藏青', 2), ('米白', 3), ('黑色', 4)) as c(name, sort)
    where m.unit_id = ${unit}::bigint
  `.execute(handle.db);
  await sql`
    insert into storehouse (unit_id, name, not_allow_negative_material, operable_types)
    select ${company}::bigint, '仓库' || g, true, '["MATERIAL_IN","MATERIAL_OUT"]'::jsonb from generate_series(1, ${STOREHOUSES}::int) as g
  `.execute(handle.db);
  await sql`
    insert into storehouse_factory_link (storehouse_id, unit_id, link_kind)
    select id, ${unit}::bigint, 'SHARED' from storehouse where unit_id = ${company}::bigint
  `.execute(handle.db);
  await sql`
    insert into stock_item (unit_id, storehouse_id, sku_kind, sku_id)
    select ${company}::bigint, h.id, 'MATERIAL', s.id from storehouse h cross join material_sku s
    where h.unit_id = ${company}::bigint and s.unit_id = ${unit}::bigint
  `.execute(handle.db);
  await sql`
    with items as (
      select id, storehouse_id, sku_id, (row_number() over (order by id) - 1)::int as n from stock_item where unit_id = ${company}::bigint
    )
    insert into stock_movement (unit_id, stock_item_id, storehouse_id, sku_kind, sku_id, quantity, balance_after, change_type,
                                source_type, source_id, source_no, op_date, operator_id, fac_unit_id)
    select ${company}::bigint, i.id, i.storehouse_id, 'MATERIAL', i.sku_id,
           case when g % 10 < 7 then 10 + g % 90 else -(g % 9) - 1 end, 0,
           case when g % 10 < 7 then 'ARRIVE' else 'DELIVERY' end,
           case when g % 10 < 7 then 'MATERIALS_ARRIVE' else 'MATERIALS_DELIVERY' end, g / 20, 'DL' || (g / 20),
           date '2026-01-01' + (g % 320), ${user}::bigint, ${unit}::bigint
    from generate_series(1, ${MOVEMENTS}::int) as g
    join items i on i.n = g % ${MATERIALS * 4 * STOREHOUSES}::int
  `.execute(handle.db);
  await sql`
    update stock_item i set quantity = m.s, first_in_at = now(), last_moved_at = now()
    from (select stock_item_id, sum(quantity) as s from stock_movement group by stock_item_id) m where m.stock_item_id = i.id
  `.execute(handle.db);
  await sql`
    insert into stock_balance (unit_id, stock_item_id, quantity) select unit_id, id, quantity from stock_item where unit_id = ${company}::bigint
  `.execute(handle.db);
  await sql`analyze`.execute(handle.db);
  const seedMs = performance.now() - t0;
  const movements = Number((await sql<{ n: string }>`select count(*) as n from stock_movement`.execute(handle.db)).rows[0]!.n);
  console.log(`seeded ${movements} movements over ${MATERIALS * 4 * STOREHOUSES} stock items in ${seedMs.toFixed(0)} ms`);

  // 2. The app in-process, a session, the two pages.
  const config = loadConfig({ SEED_DEMO: 'false', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl });
  const app = await buildApp({ config, db: handle.db, logger: false });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/v1/api/login/doLogin',
    payload: { loginName: factory.boss.loginName, password: factory.boss.password },
  });
  const sid = (login.json() as { data: { sid: string } }).data.sid;
  const storehouseId = (
    await sql<{ id: string }>`select id from storehouse where unit_id = ${company}::bigint order by id limit 1`.execute(handle.db)
  ).rows[0]!.id;

  const stockBody = { pageNo: 25, pageSize: 20, keyword: '布' };
  const stockPage = await compare(
    app,
    sid,
    'fac/stock/list',
    stockBody,
    (db) => pageMaterialStock(db, scope, stockBody, 20, 480),
    handle.db,
    databaseUrl,
  );
  const logBody = { pageNo: 50, pageSize: 20, storehouseId };
  const logPage = await compare(
    app,
    sid,
    'changeStock/page',
    logBody,
    (db) => pageStockChanges(db, scope, logBody, 20, 980),
    handle.db,
    databaseUrl,
  );

  await app.close();
  await handle.close();
  const cleanup = new pg.Client({ connectionString: adminUrl });
  await cleanup.connect();
  await cleanup.query(`drop database if exists ${dbName} with (force)`);
  await cleanup.end();

  const table = statsTable([
    ['(a) API POST fac/stock/list (布, page 25)', stockPage.api],
    ['(a) direct: pageMaterialStock() on Kysely/pg', stockPage.direct],
    ['(a) direct: compiled SQL on plain pg', stockPage.raw],
    ['(b) API POST changeStock/page (one storehouse, page 50)', logPage.api],
    ['(b) direct: pageStockChanges() on Kysely/pg', logPage.direct],
    ['(b) direct: compiled SQL on plain pg', logPage.raw],
  ]);
  const ratio = (c: Compared) =>
    `${(c.api.median / c.raw.median).toFixed(2)}x (median), ${(c.api.p95 / c.raw.p95).toFixed(2)}x (p95)`;
  return `${STOCK_SECTION}

- **Date:** ${new Date().toISOString()}
- **Machine:** ${describeMachine(serverVersion)}

### Method

- Seed on a fresh database: ${MATERIALS.toLocaleString('en-US')} materials × 4 colour SKUs, ${STOREHOUSES} storehouses,
  one stock item per storehouse × SKU (${(MATERIALS * 4 * STOREHOUSES).toLocaleString('en-US')}), then
  ${movements.toLocaleString('en-US')} movement rows in one \`INSERT ... SELECT\` (70 % in, 30 % out, a year of dates), the
  balances set to the sums of their movements, \`ANALYZE\` (seeding took ${(seedMs / 1000).toFixed(1)} s).
- Each page is called ${N_PAGE} times (after ${WARMUP} warm-up calls) three ways: through the API with \`app.inject\`
  (session, permission, zod, envelope), as the repository function on the app's Kysely/pg pool, and as the SQL that
  function compiles, sent with plain \`pg\` (JIT off, as the app's connections run).
- (a) the material stock page, keyword 布, page 25 of ${stockPage.total.toLocaleString('en-US')} rows;
  (b) the movement log of one storehouse, page 50 of ${logPage.total.toLocaleString('en-US')} rows.

### Results

${table}

| ratio API / plain SQL | value |
|---|---:|
| (a) stock page | ${ratio(stockPage)} |
| (b) movement log | ${ratio(logPage)} |
| (a) API overhead over the repository call, median | ${ms(stockPage.api.median - stockPage.direct.median)} ms |
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is not set: run through scripts/with-postgres.mjs');
  console.log(await runStockBench(adminUrl));
}
