// Benchmark: the stock period balance (月结 / 期末结存, issue 13 part 4) over 1,000,000 movements on PostgreSQL.
// POST materials/balance/addBalance through app.inject (session, permission, zod, the storehouse locked, the period
// row, its lines written by the one SQL of stock-balance-lines.repository.ts `writeLines`, the closed-until date, one
// transaction) against that same SQL run directly on plain pg (captured from the app's statement log, rolled back);
// each round cancels the period (materials/balance/cancel) so the next can close it again. The period's detail
// (materials/balance/detail, its lines per SKU) is timed too. Called from bench/run.ts (`npm run bench`); alone:
// `node scripts/with-postgres.mjs npx tsx bench/stock-period.ts`, which prints the section and puts it into
// bench/RESULTS.md in place of the last one.
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { migrateToLatest } from '../apps/server/src/platform/db/migrate.js';
import { WriteTrackerPlugin } from '../apps/server/src/platform/db/write-tracker.js';
import type { Database } from '../apps/server/src/schema/index.js';
import { createFactory } from '../apps/server/test/harness.js';
import { describeMachine, stats, statsTable, type Stats, runAlone } from './measure.js';

const MOVEMENTS = Number(process.env.BENCH_PERIOD_MOVEMENTS ?? 1_000_000);
const SKUS = Number(process.env.BENCH_PERIOD_SKUS ?? 2_000);
const ROUNDS = Number(process.env.BENCH_N_PERIOD ?? 10);
/** The second storehouse's movements: a tenth of the first's, so the storehouse filter has rows to leave out. */
const OTHER = Math.round(MOVEMENTS / 10);
const DAYS = 730;
export const PERIOD_SECTION = '## Stock: the period balance over 1,000,000 movements';

const loads = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
const n = (x: number) => x.toLocaleString('en-US');

export async function runStockPeriodBench(adminUrl: string): Promise<string> {
  const dbName = `bench_period_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const serverVersion = (await admin.query<{ server_version: string }>('show server_version')).rows[0]?.server_version ?? '?';
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  // The app's pool settings and plugins (platform/db/database.ts) plus Kysely's log: each statement, its parameters
  // and its time, so the close's statements can be summed and its lines statement replayed on plain pg.
  const logged: { sql: string; parameters: readonly unknown[]; ms: number }[] = [];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c jit=off' });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin(), new WriteTrackerPlugin()],
    log: (e) => void logged.push({ sql: e.query.sql, parameters: e.query.parameters, ms: e.queryDurationMillis }),
  });
  await migrateToLatest(db);

  // Seed: SKUS material SKUs (one per material), two storehouses linked to the factory; MOVEMENTS movements in the
  // first over DAYS days ending yesterday (UTC, so never after the factory's today), OTHER in the second, written as
  // the posting API writes them (stock-posting.repository.ts writePosting): company unit_id, the factory in
  // fac_unit_id, signed quantity, balance_after the item's running sum in id order, value. Each SKU opens with an
  // arrival of 5,000, then alternates in (arrivals and stock-bill ins, priced) and out (deliveries naming one of the
  // SKU's 5 production orders of 100, stock-bill outs). Ins come at the SKU's price (2 decimals), quantities are whole,
  // so the moving-average cost stays the price and every out moves quantity × price, as the posting would value it.
  // Items and lots are set to the movements' sums, then VACUUM ANALYZE (no autovacuum of the fresh rows mid-run).
  const seedStart = performance.now();
  const factory = await createFactory(db, 'bench-period');
  const unit = factory.unitId;
  const boss = factory.bossUnitId;
  const user = factory.boss.userId;
  const kind = await sql<{ id: string }>`
    insert into material_kind (unit_id, no, name, created_by) values (${unit}, 'JC', '结存料', ${user}) returning id`.execute(db);
  const spec = await sql<{ id: string }>`
    insert into material_spec (unit_id, no, remark, created_by) values (${unit}, 'W150', '幅宽150', ${user}) returning id`.execute(
    db,
  );
  await sql`
    insert into material (unit_id, no, name, material_kind_id, status, created_by, updated_by)
    select ${unit}::bigint, 'JC' || lpad(g::text, 6, '0'), '结存布 ' || g, ${kind.rows[0]!.id}::bigint, 2, ${user}::bigint, ${user}::bigint
    from generate_series(1, ${SKUS}::int) as g`.execute(db);
  await sql`
    insert into material_sku (unit_id, material_id, color_name, material_spec_id, sample_material, stock_unit, stock_measure_unit_id,
                              conversion_rate, fixed_materials, sort)
    select m.unit_id, m.id, '藏青', ${spec.rows[0]!.id}::bigint, false, '米',
           (select u.id from measure_unit u where u.unit_id = m.unit_id and u.name = '米'), 1, false, 1
    from material m where m.unit_id = ${unit}::bigint`.execute(db);
  const [storehouseId, otherId] = (
    await sql<{ id: string }>`
      insert into storehouse (unit_id, name, not_allow_negative_material, operable_types)
      values (${boss}, '结存仓', true, '["MATERIAL_IN","MATERIAL_OUT"]'::jsonb),
             (${boss}, '辅料仓', true, '["MATERIAL_IN","MATERIAL_OUT"]'::jsonb)
      returning id`.execute(db)
  ).rows.map((r) => r.id) as [string, string];
  await sql`
    insert into storehouse_factory_link (storehouse_id, unit_id, link_kind)
    values (${storehouseId}, ${unit}, 'SHARED'), (${otherId}, ${unit}, 'SHARED')`.execute(db);
  await sql`
    insert into stock_item (unit_id, storehouse_id, sku_kind, sku_id)
    select ${boss}::bigint, h.id, 'MATERIAL', s.id
    from material_sku s cross join (values (${storehouseId}::bigint), (${otherId}::bigint)) as h(id)
    where s.unit_id = ${unit}::bigint order by h.id, s.id`.execute(db);
  const lastDay = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await sql`
    with items as (
      select id, storehouse_id, sku_id, (row_number() over (partition by storehouse_id order by sku_id) - 1)::int as n
      from stock_item where unit_id = ${boss}::bigint),
    g as (
      select h.storehouse_id, g, (g - 1) % ${SKUS}::int as n, (g - 1) / ${SKUS}::int as k,
             ${lastDay}::date - ${DAYS - 1}::int + ((g - 1)::bigint * ${DAYS}::int / h.total)::int as op_date
      from (values (${storehouseId}::bigint, ${MOVEMENTS}::int), (${otherId}::bigint, ${OTHER}::int)) as h(storehouse_id, total)
      cross join lateral generate_series(1, h.total) as g),
    q as (
      select g.*, i.id as stock_item_id, i.sku_id, (1 + (g.n % 100) * 0.25)::numeric(20, 6) as price,
             case when g.k = 0 then 5000 when g.k % 2 = 0 then 10 + g.g % 20 else -(5 + g.g % 25) end::numeric(20, 4) as quantity
      from g join items i on i.storehouse_id = g.storehouse_id and i.n = g.n)
    insert into stock_movement (unit_id, stock_item_id, storehouse_id, sku_kind, sku_id, quantity, balance_after, price, value,
                                change_type, source_type, source_id, source_no, order_id, order_no, op_date, operator_id, fac_unit_id)
    select ${boss}::bigint, q.stock_item_id, q.storehouse_id, 'MATERIAL', q.sku_id, q.quantity,
           sum(q.quantity) over (partition by q.stock_item_id order by q.g),
           case when q.quantity > 0 then q.price end, q.quantity * q.price,
           case when q.k % 4 in (0, 2) and q.k % 8 <> 2 then 'ARRIVE' when q.quantity > 0 then 'STOCK_BILL_IN'
                when q.k % 4 = 1 then 'DELIVERY' else 'STOCK_BILL_OUT' end,
           case when q.k % 4 in (0, 2) and q.k % 8 <> 2 then 'MATERIALS_ARRIVE' when q.quantity > 0 then 'STOCK_IN'
                when q.k % 4 = 1 then 'MATERIALS_DELIVERY' else 'STOCK_OUT' end,
           q.g, 'BL' || q.g,
           case when q.k % 4 = 1 then 1000 + (q.n % 20) * 5 + (q.k / 4) % 5 end,
           case when q.k % 4 = 1 then 'SC' || lpad(((q.n % 20) * 5 + (q.k / 4) % 5)::text, 4, '0') end,
           q.op_date, ${user}::bigint, ${unit}::bigint
    from q order by q.storehouse_id, q.g`.execute(db);
  await sql`
    update stock_item i set quantity = m.q, value = m.v, unit_cost = round(m.v / m.q, 6), first_in_at = now(), last_moved_at = now()
    from (select stock_item_id, sum(quantity) as q, sum(value) as v from stock_movement group by stock_item_id) m
    where m.stock_item_id = i.id`.execute(db);
  await sql`
    insert into stock_balance (unit_id, stock_item_id, quantity)
    select unit_id, id, quantity from stock_item where unit_id = ${boss}::bigint`.execute(db);
  await sql`vacuum analyze`.execute(db);
  const seedMs = performance.now() - seedStart;
  const counted = (
    await sql<{ storehouseId: string; n: string }>`
      select storehouse_id, count(*) as n from stock_movement group by storehouse_id order by storehouse_id`.execute(db)
  ).rows;
  console.log(`seeded ${counted.map((c) => `${c.n} movements in ${c.storehouseId}`).join(', ')} in ${seedMs.toFixed(0)} ms`);

  const config = loadConfig({ SEED_DEMO: 'false', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl });
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/v1/api/login/doLogin',
    payload: { loginName: factory.boss.loginName, password: factory.boss.password },
  });
  const cookie = `sid=${(login.json() as { data: { sid: string } }).data.sid}`;
  const callApi = async <T>(call: string, payload: Record<string, unknown>): Promise<T> => {
    const res = await app.inject({ method: 'POST', url: `/v1/api/${call}`, payload, headers: { cookie } });
    const answer = res.json() as { code: number; msg: string; data: T };
    if (answer.code !== 0) throw new Error(`${call}: ${answer.code} ${answer.msg}`);
    return answer.data;
  };

  // The last 30 seeded days: opening is everything before, the lines read every movement up to the last day.
  const periodEnd = lastDay;
  const periodStart = new Date(Date.parse(lastDay) - 29 * 86_400_000).toISOString().slice(0, 10);
  const input = { storehouseId, periodStart, periodEnd, remark: 'bench' };
  const client = new pg.Client({ connectionString: databaseUrl, options: '-c jit=off' });
  await client.connect();
  const samples = { add: [] as number[], direct: [] as number[], detail: [] as number[], cancel: [] as number[] };
  const addSql = { statements: [] as number[], ms: [] as number[] };
  const byKind = new Map<string, { n: number; ms: number }>();
  const time = async <T>(into: number[], fn: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    const out = await fn();
    into.push(performance.now() - t);
    return out;
  };
  let lineCount = 0;
  let detailLines = 0;
  const loadBefore = loads();
  for (let round = 0; round <= ROUNDS; round++) {
    const warm = round === 0; // the first round warms the caches and is not counted
    const sink = (s: number[]) => (warm ? [] : s);
    const from = logged.length;
    const { id } = await time(sink(samples.add), () => callApi<{ id: string }>('materials/balance/addBalance', input));
    const mine = logged.slice(from);
    const lines = mine.find((q) => /^\s*insert into stock_period_line/i.test(q.sql));
    if (!lines) throw new Error('the close sent no insert into stock_period_line');
    if (!warm) {
      addSql.statements.push(mine.length);
      addSql.ms.push(mine.reduce((sum, q) => sum + q.ms, 0));
      for (const q of mine) {
        const text = q.sql.replace(/^\s*\/\*[\s\S]*?\*\/\s*/, ''); // a leading comment (the session lookup's) is not the verb
        const verb = text.trim().split(/\s+/)[0]!.toLowerCase();
        const table = /(?:from|update|into)\s+"?([a-z_]+)"?/i.exec(text)?.[1] ?? '?';
        const key = ['begin', 'commit', 'rollback'].includes(verb) ? verb : `${verb} ${table}`;
        const k = byKind.get(key) ?? { n: 0, ms: 0 };
        byKind.set(key, { n: k.n + 1, ms: k.ms + q.ms });
      }
    }
    // The same statement, same parameters, on plain pg, rolled back (its lines are the committed ones written twice).
    await client.query('begin');
    const replay = await time(sink(samples.direct), () => client.query(lines.sql, lines.parameters as unknown[]));
    await client.query('rollback');
    const written = Number(
      (await sql<{ n: string }>`select count(*) as n from stock_period_line where stock_period_id = ${id}`.execute(db)).rows[0]!
        .n,
    );
    if (replay.rowCount !== written) throw new Error(`the replay wrote ${replay.rowCount} lines, the close ${written}`);
    lineCount = written;
    if (warm) {
      // The balance agrees with the ledger: per SKU closing = the item's quantity and value (the period ends at the
      // last movement), opening + in − out = closing.
      const off = await sql<{ n: string }>`
        select count(*) as n from (
          select l.sku_id, sum(l.closing_quantity) as cq, sum(l.closing_value) as cv,
                 sum(l.opening_quantity + l.in_quantity - l.out_quantity) as q, sum(l.opening_value + l.in_value - l.out_value) as v
          from stock_period_line l where l.stock_period_id = ${id} group by l.sku_id) l
        full join (select sku_id, quantity, value from stock_item where storehouse_id = ${storehouseId}) i on i.sku_id = l.sku_id
        where l.cq is distinct from i.quantity or l.cv is distinct from i.value or l.q <> l.cq or l.v <> l.cv`.execute(db);
      if (Number(off.rows[0]!.n) !== 0) throw new Error(`${off.rows[0]!.n} SKUs' balance disagrees with their stock item`);
    }
    const detail = await time(sink(samples.detail), () => callApi<{ lines: unknown[] }>('materials/balance/detail', { id }));
    detailLines = detail.lines.length;
    if (detailLines !== SKUS) throw new Error(`the detail shows ${detailLines} SKUs, not ${SKUS}`);
    await time(sink(samples.cancel), () => callApi('materials/balance/cancel', { id }));
  }
  const loadAfter = loads();
  await client.end();
  await app.close();
  await db.destroy();
  const cleanup = new pg.Client({ connectionString: adminUrl });
  await cleanup.connect();
  await cleanup.query(`drop database if exists ${dbName} with (force)`);
  await cleanup.end();

  const add = stats(samples.add);
  const direct = stats(samples.direct);
  const rows: [string, Stats][] = [
    [`**materials/balance/addBalance** (${n(lineCount)} lines from ${n(MOVEMENTS)} movements)`, add],
    ['its lines SQL alone (`writeLines`, plain pg, rolled back)', direct],
    ['addBalance: its statements summed (Kysely log)', stats(addSql.ms)],
    [`materials/balance/detail (${n(detailLines)} SKU lines and totals)`, stats(samples.detail)],
    ['materials/balance/cancel', stats(samples.cancel)],
  ];
  const rounds = Math.max(1, addSql.statements.length);
  const kinds = [...byKind.entries()]
    .sort((x, y) => y[1].ms - x[1].ms)
    .slice(0, 8)
    .map(([k, v]) => `| ${k} | ${(v.n / rounds).toFixed(0)} | ${(v.ms / rounds).toFixed(1)} |`)
    .join('\n');
  return `${PERIOD_SECTION}

- **Date:** ${new Date().toISOString()}
- **Machine:** ${describeMachine(serverVersion)}
- **Load average before / after the rounds:** ${loadBefore} · ${loadAfter} (1 / 5 / 15 min)
- **Seed:** ${(seedMs / 1000).toFixed(1)} s (${n(MOVEMENTS + OTHER)} movements, items, lots, \`VACUUM ANALYZE\`)

### Method

- Seed on a fresh database with set-based SQL (\`INSERT … SELECT generate_series\`): ${n(SKUS)} material SKUs, two storehouses
  linked to the factory, **${n(MOVEMENTS)} movements in the benchmarked one** and ${n(OTHER)} in the other over ${DAYS} days
  ending ${lastDay}, rows as the posting API writes them (company unit, factory, signed quantity, running
  \`balance_after\`, value at the SKU's price, which stays its moving-average cost): each SKU opens with an arrival, then
  alternates ins (arrivals, stock-bill ins) and outs (deliveries naming one of the SKU's 5 production orders, stock-bill
  outs); stock items and lots set to the movements' sums, \`VACUUM ANALYZE\`. Checked after the warm-up close: per SKU
  closing = its stock item's quantity and value, opening + in − out = closing.
- ${ROUNDS} rounds after a warm-up, each through \`app.inject\` as the boss: **addBalance** of ${periodStart} … ${periodEnd}
  (storehouse locked for update, the period row, \`writeLines\`: one \`INSERT … SELECT\` summing the storehouse's movements up
  to the end per SKU × order from the view \`stock_period_movement\`, the closed-until date; one transaction); the same
  lines statement, text and parameters taken from the app's Kysely log, replayed on plain pg (JIT off like the app's
  pool) inside a transaction that is rolled back; **detail** of the period; **cancel**, so the next round closes again.

### Results

${statsTable(rows)}

addBalance / its SQL (medians): **${(add.median / direct.median).toFixed(2)}x** (target 1.5x); p95 ${(add.p95 / direct.p95).toFixed(2)}x.

Statements of one addBalance (median ${stats(addSql.statements).median}), the costliest kinds per call:

| statement | count | ms |
|---|---|---|
${kinds}
`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))
  await runAlone(PERIOD_SECTION, runStockPeriodBench);
