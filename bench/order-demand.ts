// Benchmark: exploding a production order's BOMs into purchase demand on PostgreSQL (issue 10 part 5).
//  One order of 20 goods styles × 200 SKUs (10 colours × 20 sizes, 4,000 cells) whose BOMs have 15 rows each (a fabric
//  mapped per garment colour with a larger usage for the 5 largest sizes, 14 trims), reviewed; then
//  (1) 一键生成采购计划 through the API (POST facPrdOrder/purchasePlan: read the order, explode 20 BOMs, lock, write
//      480 demand lines and 480 order rows), each run on a new reviewed order of the same shape;
//  (2) the fair baseline: one set-based SQL statement that explodes the order (cells × BOM rows) and inserts the 480
//      demand lines and their 480 order rows, on plain pg, inside a transaction rolled back after each run;
//  (3) the order list (facPrdOrder/page) at 100,000 orders with 20 clients at once.
// Called from bench/run.ts (`npm run bench`); alone: `node scripts/with-postgres.mjs npx tsx bench/order-demand-only.ts`.
import { performance } from 'node:perf_hooks';
import { CompiledQuery, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/platform/db/database.js';
import { migrateToLatest } from '../apps/server/src/platform/db/migrate.js';
import { explodedCellsSql } from '../apps/server/src/areas/bom/bom-explosion-sql.repository.js';
import { orderSkuCells } from '../apps/server/src/areas/production-orders/order-query-cells.repository.js';
import { countOrdersByStatus } from '../apps/server/src/areas/production-orders/order-list-count.repository.js';
import { pageQueries } from '../apps/server/src/areas/production-orders/order-list.repository.js';
import { findOrderForDemand } from '../apps/server/src/areas/production-orders/order-query.service.js';
import { explodeGoods, explodeOrder } from '../apps/server/src/areas/order-demand/order-demand-explode.js';
import type { RequestContext } from '../apps/server/src/platform/tenancy/context.js';
import type { Db } from '../apps/server/src/platform/db/database.js';
import { createFactory } from '../apps/server/test/harness.js';
import { describeMachine, expectSuccess, ms, stats, statsTable, withCpuProfile, type Stats } from './measure.js';

const STYLES = 20;
const COLOURS = 10;
const SIZES = 20;
const ROWS = 15;
const N = Number(process.env.BENCH_N_ORDER_DEMAND ?? 10);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const LIST_CLIENTS = 20;
const LIST_CALLS = Number(process.env.BENCH_N_ORDER_LIST ?? 25);
export const ORDER_DEMAND_SECTION = '## Order demand: exploding an order into purchase demand';

type App = Awaited<ReturnType<typeof buildApp>>;
interface Answer {
  code: number;
  msg: string;
  data: Record<string, unknown> & { id?: string; status?: number };
}

async function ok(app: App, sid: string, method: 'GET' | 'POST', url: string, payload?: object): Promise<Answer['data']> {
  const res = await app.inject({
    method,
    url: `/v1/api/${url}`,
    headers: { cookie: `sid=${sid}` },
    ...(payload ? { payload } : {}),
  });
  const a = res.json() as Answer;
  if (a.code !== 0) throw new Error(`${url}: ${a.code} ${a.msg} ${JSON.stringify(a.data)}`);
  return a.data;
}

export async function runOrderDemandBench(adminUrl: string): Promise<string> {
  const dbName = `bench_demand_${Date.now()}`;
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

  // Seed through the API: colours, sizes, 20 styles of 10 × 20 SKUs, a fabric in 10 colours and 14 trims, a BOM per style.
  const t0 = performance.now();
  const factory = await createFactory(handle.db, 'bench-demand');
  const login = await app.inject({
    method: 'POST',
    url: '/v1/api/login/doLogin',
    payload: { loginName: factory.boss.loginName, password: factory.boss.password },
  });
  const sid = (login.json() as { data: { sid: string } }).data.sid;
  const attr = async (type: string, name: string, extra: object = {}) =>
    (await ok(app, sid, 'POST', 'fac/common/settings/addCommonSkuAttr', { type, name, ...extra })).id as string;
  const group = (await ok(app, sid, 'POST', 'fac/common/settings/Category', { name: '色组' })).id;
  const colours: string[] = [];
  for (let c = 0; c < COLOURS; c++) colours.push(await attr('COLOR', `色${c + 1}`, { categoryId: group }));
  const sizes: string[] = [];
  for (let s = 0; s < SIZES; s++) sizes.push(await attr('SIZE', `码${s + 1}`));
  const category = (await ok(app, sid, 'POST', 'goodsAttrSizeCategory/config/add', { category: '大码段', sizeIds: sizes })).id;
  const kind = (await ok(app, sid, 'POST', 'fac/materials/kinds/add', { no: 'ML', name: '面料' })).id;
  const spec = (
    await ok(app, sid, 'POST', 'fac/materials/addOrUpdateCommonMaterialsSpecifications', { no: 'W150', remark: '幅宽150' })
  ).id;
  const material = async (name: string, colourNames: string[], unit: string) => {
    const { id } = await ok(app, sid, 'POST', 'fac/materials/addMaterials', {
      kindId: kind,
      name,
      skus: colourNames.map((colorName) => ({
        colorName,
        specificationsId: spec,
        stockUnit: unit,
        conversionRate: '1',
        suppliers: [],
      })),
    });
    await ok(app, sid, 'POST', 'uflo/common/materials/submit', { id });
    const d = await ok(app, sid, 'GET', `fac/materials/getMaterialDetail?id=${id}`);
    return (d.commonMaterialsSkuList as { id: string }[]).map((s) => s.id);
  };
  const fabric = await material(
    '全棉府绸',
    colours.map((_, c) => `布${c + 1}`),
    '米',
  );
  const trims: string[] = [];
  for (let t = 0; t < ROWS - 1; t++) trims.push(...(await material(`辅料${t + 1}`, ['白'], '个')));
  const styles: { id: string; bomId: string; skus: string[] }[] = [];
  for (let i = 0; i < STYLES; i++) {
    const style = await ok(app, sid, 'POST', 'fac/goods/addFacGoodsStyle', {
      styleNo: `BK${i + 1}`,
      styleName: `衬衫${i + 1}`,
      sizeCategoryId: category,
      colorIds: colours,
      sizeIds: sizes,
    });
    const goodsId = style.goodsId as string;
    const skus = (await ok(app, sid, 'GET', `fac/goods/getFacGoodsSku?goodsId=${goodsId}`)) as unknown as { id: string }[];
    const bom = await ok(app, sid, 'POST', 'fac/commonBom/addCommonBom', {
      styleId: goodsId,
      name: '大货BOM',
      commonMaterialsSkuList: [
        {
          materialSkuId: fabric[0],
          singleDosage: '1.35',
          lossRate: '3',
          sizeDosages: sizes.slice(-5).map((sizeId) => ({ sizeId, singleDosage: '1.6' })),
          colorMappings: colours.map((styleColorId, c) => ({ styleColorId, materialSkuId: fabric[c] })),
        },
        ...trims.map((materialSkuId, t) => ({ materialSkuId, singleDosage: String(t + 1), lossRate: '1.5' })),
      ],
    });
    styles.push({ id: goodsId, bomId: bom.id as string, skus: skus.map((s) => s.id) });
  }
  await ok(app, sid, 'POST', 'material/purchase/config/update', {
    demandSource: 'PRODUCTION_ORDER',
    generatePlanOnSubmit: false,
  });
  const reviewedOrder = async () => {
    const order = await ok(app, sid, 'POST', 'facPrdOrder/add', {
      placeorderAt: '2026-11-27',
      facPrdOrderGoodsList: styles.map((s) => ({
        styleId: s.id,
        deliveryAt: '2026-12-20',
        bomId: s.bomId,
        facPrdOrderGoodsDetailList: s.skus.map((goodsSkuId, k) => ({ goodsSkuId, num: 10 + (k % 37) })),
      })),
    });
    await ok(app, sid, 'POST', 'uflo/FAC_PRD_ORDER/submit', { id: order.id });
    return order.id as string;
  };
  const orders: string[] = [];
  for (let i = 0; i < N + 2; i++) orders.push(await reviewedOrder());
  const seedSeconds = (performance.now() - t0) / 1000;
  // The planner's statistics of the freshly seeded tables, as autovacuum gathers them within a minute of the seeding.
  await sql`analyze`.execute(handle.db);

  // (1) through the API, one new order per run (two warm-up runs first).
  const api: number[] = [];
  for (const [i, orderId] of orders.entries()) {
    const t = performance.now();
    await ok(app, sid, 'POST', 'facPrdOrder/purchasePlan', { facPrdOrderId: orderId });
    if (i >= 2) api.push(performance.now() - t);
  }
  const last = orders[orders.length - 1]!;
  // The explosion alone, both ways, alternated on the same order (same load): the exact JS explosion over the order's
  // cells read into the process (explodeBoms: explodeRows in Dec) and the one SQL statement the plan now runs.
  const ctx = { unitId: factory.unitId, bossUnitId: factory.bossUnitId, userId: factory.boss.userId } as RequestContext;
  const inJs: number[] = [];
  const inSql: number[] = [];
  for (let i = 0; i < N + 2; i++) {
    let t = performance.now();
    const withCells = (await findOrderForDemand(handle.db, ctx, last))!;
    await explodeGoods(handle.db, ctx, withCells.goods);
    if (i >= 2) inJs.push(performance.now() - t);
    t = performance.now();
    await explodeOrder(handle.db, ctx, (await findOrderForDemand(handle.db, ctx, last, { withSkus: false }))!);
    if (i >= 2) inSql.push(performance.now() - t);
  }
  if (process.env.BENCH_EXPLAIN_ORDER_DEMAND === 'true') await explainExplosion(handle.db, factory, last);
  const written = await sql<{ lines: string; rows: string }>`
    select (select count(*) from purchase_demand where production_order_id = ${last}::bigint and not is_deleted) as lines,
           (select count(*) from order_material_demand where production_order_id = ${last}::bigint) as rows`.execute(handle.db);
  const lines = Number(written.rows[0]!.lines);

  // (2) the fair baseline: ONE statement that explodes the order (its cells × BOM rows, the explosion the API runs) and
  //     inserts the demand lines (the SKU's default supplier looked up as the API does) and the order rows made from
  //     what they return; on plain pg, inside a transaction that first removes the order's plan (not timed) and is
  //     rolled back after each run, with the explosion's planner settings the API sets (nested loops off: the default
  //     supplier is therefore joined by material, not looked up per line).
  // JIT off, as the app's own connections run (platform/db/database.ts): with the explosion's settings the statement's
  // estimated cost is far above jit_above_cost, and until 2026-11-25 21:30 this client compiled it with LLVM on every
  // run (about 1.8 s of the 1.9 s the baseline used to take).
  const direct = new pg.Client({ connectionString: databaseUrl, options: '-c jit=off' });
  await direct.connect();
  const tenant = { unitId: factory.unitId, bossUnitId: factory.bossUnitId };
  const baseline = sql`
    with x as materialized (${explodedCellsSql(tenant, orderSkuCells(tenant, last))}),
    v as (
      select g.production_order_id, o.order_no, g.id as goods_id, g.goods_style_id, s.style_no, x."bomId"::bigint as bom_id,
        x."materialSkuId"::bigint as material_sku_id, x.quantity::numeric as quantity,
        x."goodsQuantity"::numeric as goods_quantity, g.delivery_at
      from x
      join production_order_goods g on g.id = x."blockId"::bigint
      join production_order o on o.id = g.production_order_id
      join goods_style s on s.id = g.goods_style_id
      where x.problem is null and x.quantity::numeric > 0),
    d as (
      insert into purchase_demand (unit_id, production_order_id, order_no, goods_style_id, goods_style_no, material_sku_id,
        supplier_id, demand_quantity, planned_quantity, delivery_date, created_by)
      select ${factory.unitId}::bigint, v.production_order_id, v.order_no, v.goods_style_id, v.style_no, v.material_sku_id,
        sup.supplier_id, v.quantity, v.quantity, v.delivery_at, ${factory.boss.userId}::bigint
      from v
      left join (
        select distinct on (mss.material_sku_id) mss.material_sku_id, mss.supplier_id
        from material_sku_supplier mss
        join material_sku_descriptor k on k.id = mss.material_sku_id and k.unit_id = ${factory.unitId}::bigint
          and not k.is_deleted and not k.material_is_deleted
        where mss.is_default and mss.material_sku_id in (select material_sku_id from v)
        order by mss.material_sku_id, mss.id desc) sup on sup.material_sku_id = v.material_sku_id
      returning id, goods_style_id, material_sku_id)
    insert into order_material_demand (unit_id, production_order_id, production_order_goods_id, goods_style_id, goods_bom_id,
      material_sku_id, purchase_demand_id, required_quantity, goods_quantity)
    select ${factory.unitId}::bigint, v.production_order_id, v.goods_id, v.goods_style_id, v.bom_id, v.material_sku_id, d.id,
      v.quantity, v.goods_quantity
    from v join d on d.goods_style_id = v.goods_style_id and d.material_sku_id = v.material_sku_id`.compile(handle.db);
  const setBased: number[] = [];
  let baselineRows = 0;
  for (let i = 0; i < N + 2; i++) {
    await direct.query('begin');
    await direct.query('delete from order_material_demand where production_order_id = $1', [last]);
    await direct.query('delete from purchase_demand where production_order_id = $1', [last]);
    await direct.query(`select set_config('enable_nestloop', 'off', true), set_config('enable_sort', 'off', true),
      set_config('work_mem', '64MB', true)`);
    const t = performance.now();
    const r = await direct.query(baseline.sql, [...baseline.parameters]);
    if (i >= 2) setBased.push(performance.now() - t);
    baselineRows = r.rowCount ?? 0;
    await direct.query('rollback');
  }
  await direct.end();
  if (baselineRows !== lines) throw new Error(`the baseline wrote ${baselineRows} order rows, the API ${lines}`);

  // (3) the order list at 100,000 orders: seeded by generate_series (one goods block each, statuses mixed), then
  //     20 clients each asking pages of facPrdOrder/page (20 rows, a page among the first 50) at the same time.
  await sql`
    insert into production_order (unit_id, order_no, type, status, placeorder_at, total_num, created_by)
    select ${factory.unitId}::bigint, 'BL' || lpad(g::text, 6, '0'), 1, (array[0, 1, 2, 2, 4])[1 + g % 5],
      date '2026-01-01' + (g % 300), 100 + g % 900, ${factory.boss.userId}::bigint
    from generate_series(1, ${ORDERS}) g`.execute(handle.db);
  await sql`
    insert into production_order_goods (unit_id, production_order_id, goods_style_id, delivery_at, total_num)
    select o.unit_id, o.id, (${sql.raw(`array[${styles.map((x) => x.id).join(',')}]::bigint[]`)})[1 + o.id % ${STYLES}],
      o.placeorder_at + 30, o.total_num
    from production_order o where o.order_no like 'BL%'`.execute(handle.db);
  await sql`vacuum analyze`.execute(handle.db);
  let pageNo = 0;
  const client = async (into: number[]) => {
    for (let i = 0; i < LIST_CALLS; i++) {
      const t = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/v1/api/facPrdOrder/page',
        headers: { cookie: `sid=${sid}` },
        payload: { pageNo: 1 + (pageNo++ % 50), pageSize: 20 },
      });
      expectSuccess('facPrdOrder/page', res.body);
      into.push(performance.now() - t);
    }
  };
  await client([]); // warm-up, not counted
  const alone: number[] = [];
  await client(alone);
  // The page's count statement alone (the same filter, every live order of the default statuses), on the pool.
  const counted: number[] = [];
  const countQuery = pageQueries(handle.db, { unitId: factory.unitId, bossUnitId: factory.bossUnitId }, {}, 20, 0).count;
  for (let i = 0; i < LIST_CALLS; i++) {
    const t = performance.now();
    await countQuery.executeTakeFirstOrThrow();
    counted.push(performance.now() - t);
  }
  // The count a status-only filter now takes (production_order_count), on the pool.
  const folded: number[] = [];
  for (let i = 0; i < LIST_CALLS; i++) {
    const t = performance.now();
    await countOrdersByStatus(handle.db, { unitId: factory.unitId, bossUnitId: factory.bossUnitId }, [0, 1, 2, 3, 4]);
    folded.push(performance.now() - t);
  }
  const listed: number[] = [];
  const tList = performance.now();
  await withCpuProfile(() => Promise.all(Array.from({ length: LIST_CLIENTS }, () => client(listed))));
  const listSeconds = (performance.now() - tList) / 1000;
  const c: Stats = stats(listed);
  const total = (await ok(app, sid, 'POST', 'facPrdOrder/page', { pageNo: 1, pageSize: 20 })).totalCount;
  const listPlan = await explainOrderList(handle.db, factory);
  await app.close();
  await handle.close();

  const a: Stats = stats(api);
  const b: Stats = stats(setBased);
  return `${ORDER_DEMAND_SECTION}

${describeMachine(serverVersion)}. Seeded through the API in ${seedSeconds.toFixed(1)} s: ${STYLES} styles × ${COLOURS * SIZES} SKUs,
BOMs of ${ROWS} rows (a fabric mapped per garment colour, larger usage for the 5 largest sizes, 14 trims), ${N + 2} reviewed
orders of all ${STYLES} styles (${STYLES * COLOURS * SIZES} cells each). Each run makes one order's plan: ${lines} demand lines
and as many order rows. Targets: under 300 ms through the API, within 2× of the set-based statement.

${statsTable([
  ['一键生成采购计划 through the API (app.inject, PostgreSQL)', a],
  ['one statement: explode the order and insert the demand (plain pg, rolled back)', b],
  ["the explosion alone in JS: the order's cells read, explodeBoms (Dec)", stats(inJs)],
  ["the explosion alone in SQL: the order's blocks read, explodeCells (one statement)", stats(inSql)],
])}

| ratio | value |
|---|---:|
| API median ÷ set-based median | ${ms(a.median / b.median)} |

The order list (\`facPrdOrder/page\`, 20 rows a page) at ${ORDERS.toLocaleString('en')} orders (${String(total)} counted by the
list), ${LIST_CLIENTS} clients × ${LIST_CALLS} calls at once through app.inject (${(listed.length / listSeconds).toFixed(0)} calls/s).
Target: p95 under 50 ms.

${statsTable([
  [`facPrdOrder/page, ${LIST_CLIENTS} concurrent clients`, c],
  ['facPrdOrder/page, one client alone', stats(alone)],
  ['the exact count statement alone (what any other filter runs; Kysely, pool)', stats(counted)],
  ['the status-only count alone (production_order_count; Kysely, pool)', stats(folded)],
])}

The baseline is one \`insert … select\` that explodes the order (the API's explosion statement as its first CTE) and
inserts the demand lines and the order rows from it: what the API's work comes down to. The API also reads the order's head and goods blocks,
explodes the order in one SQL statement (cells × BOM rows, exact numeric), takes the per-order lock, locks the order's
lines, inserts the new lines as one \`insert … select\` over the moves sent as arrays (the SKU's default supplier looked
up in the same statement) and the order rows as one multi-row insert. The order list's page is two statements sent at
once: the count (from production_order_count for a status-only filter) and the rows with their goods, user names, open
review task, last review message and 关联订单号 as subqueries of the same statement (it was six statements in three
waves before).

<details><summary>the page's rows statement, page 25 (offset 480): ${/Execution Time: [\d.]+ ms/.exec(listPlan)?.[0] ?? ''}</summary>

\`\`\`text
${listPlan}
\`\`\`

</details>
`;
}

/** BENCH_EXPLAIN_ORDER_DEMAND=true: prints EXPLAIN ANALYZE of the plan's explosion statement (the last order). */
async function explainExplosion(db: Db, factory: Awaited<ReturnType<typeof createFactory>>, orderId: string) {
  const tenant = { unitId: factory.unitId, bossUnitId: factory.bossUnitId };
  const c = explodedCellsSql(tenant, orderSkuCells(tenant, orderId)).compile(db);
  await db.transaction().execute(async (trx) => {
    await sql`select set_config('enable_nestloop', 'off', true), set_config('enable_sort', 'off', true),
      set_config('work_mem', '64MB', true)`.execute(trx);
    const plan = await trx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain (analyze, buffers) ${c.sql}`, [...c.parameters]),
    );
    console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
  });
}

/**
 * The plan of the list's rows statement (page 25, default filter, `EXPLAIN (ANALYZE, BUFFERS)`), for RESULTS.md;
 * BENCH_EXPLAIN_ORDER_LIST=true also prints it with the count's.
 */
async function explainOrderList(db: Db, factory: Awaited<ReturnType<typeof createFactory>>): Promise<string> {
  const q = pageQueries(db, { unitId: factory.unitId, bossUnitId: factory.bossUnitId }, {}, 20, 480);
  let rowsPlan = '';
  for (const c of [q.count.compile(), q.listRows.compile()]) {
    const plan = await db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain (analyze, buffers) ${c.sql}`, [...c.parameters]),
    );
    rowsPlan = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    if (process.env.BENCH_EXPLAIN_ORDER_LIST === 'true') console.log(c.sql, c.parameters, `\n${rowsPlan}`);
  }
  return rowsPlan;
}
