// Benchmark: the materials archive at 100,000 materials on PostgreSQL.
//  (a) 导出物料 (POST fac/materials/exportExcel, streamed xlsx): wall time and the peak RSS of this process (the
//      server runs in-process) over its baseline, sampled every 50 ms; the xlsx rows are counted afterwards.
//  (b) the list page (POST fac/materials/listMaterials, a middle page of a keyword search) through app.inject
//      vs the repository call and vs the SQL it compiles, sent with plain pg.
//  (c) keyword pages as a clerk types them (the first page: a code fragment, a name with its number, a name fragment
//      found in a quarter of the list) through app.inject, with the trigram indexes and, same data and code, without.
// Called from bench/run.ts (`npm run bench`); alone: `node scripts/with-postgres.mjs npx tsx bench/materials.ts`,
// which rewrites only the materials section of bench/RESULTS.md.
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import ExcelJS from 'exceljs';
import { CamelCasePlugin, Kysely, PostgresDialect, sql, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { pageRows } from '../apps/server/src/areas/materials/material.repository.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/platform/db/database.js';
import { migrateToLatest } from '../apps/server/src/platform/db/migrate.js';
import type { Database } from '../apps/server/src/schema/index.js';
import { createFactory } from '../apps/server/test/harness.js';
import { keywordPagesMethod, keywordPagesResults, measureKeywordPages, type KeywordPages } from './keyword-pages.js';
import { describeMachine, measure, ms, statsTable, WARMUP, type Stats } from './measure.js';

const MATERIALS = Number(process.env.BENCH_MATERIALS ?? 100_000);
const N_PAGE = Number(process.env.BENCH_N_MATERIAL_PAGE ?? 200);
const PAGE_SIZE = 20;
const KEYWORD = '布';
const SAMPLE_MS = 50;
const JIT_OFF = '-c jit=off';
export const MATERIALS_SECTION = '## Materials: export and list page at scale';

// A full collection before the baseline, so garbage left by the seeding does not count as export memory.
v8.setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

interface ExportResult {
  wallMs: number;
  firstByteMs: number;
  bytes: number;
  rows: number;
  baselineRss: number;
  peakRss: number;
  peakHeap: number;
  baselineHeap: number;
  samples: number;
  maxGapMs: number;
  maxRssKb: number;
}

/** POSTs the export over a real socket and writes the body to a file, sampling this process's memory meanwhile. */
async function timeExport(baseUrl: string, sid: string, file: string): Promise<Omit<ExportResult, 'rows'>> {
  collect();
  const baseline = process.memoryUsage();
  let peakRss = baseline.rss;
  let peakHeap = baseline.heapUsed;
  let samples = 0;
  let last = performance.now();
  let maxGapMs = 0;
  const sampler = setInterval(() => {
    const now = performance.now();
    maxGapMs = Math.max(maxGapMs, now - last);
    last = now;
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
    samples += 1;
  }, SAMPLE_MS);
  const t0 = performance.now();
  let firstByteMs = NaN;
  try {
    await new Promise<void>((resolve, reject) => {
      const req = http.request(
        `${baseUrl}/v1/api/fac/materials/exportExcel`,
        { method: 'POST', headers: { cookie: `sid=${sid}`, 'content-type': 'application/json' } },
        (res) => {
          firstByteMs = performance.now() - t0;
          if (res.statusCode !== 200 || !String(res.headers['content-type']).includes('spreadsheetml')) {
            reject(new Error(`export answered ${res.statusCode} ${res.headers['content-type']}`));
            res.resume();
            return;
          }
          pipeline(res, createWriteStream(file)).then(resolve, reject);
        },
      );
      req.on('error', reject);
      req.end('{}');
    });
  } finally {
    clearInterval(sampler);
  }
  const wallMs = performance.now() - t0;
  const end = process.memoryUsage();
  return {
    wallMs,
    firstByteMs,
    bytes: statSync(file).size,
    baselineRss: baseline.rss,
    peakRss: Math.max(peakRss, end.rss),
    baselineHeap: baseline.heapUsed,
    peakHeap: Math.max(peakHeap, end.heapUsed),
    samples,
    maxGapMs,
    maxRssKb: process.resourceUsage().maxRSS,
  };
}

/** Data rows of the first sheet (the header row not counted), read with exceljs's streaming reader. */
async function countXlsxRows(file: string): Promise<number> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { worksheets: 'emit', sharedStrings: 'cache', styles: 'ignore' });
  for await (const sheet of reader) {
    let rows = 0;
    for await (const row of sheet) if (row.number > 1) rows += 1;
    return rows;
  }
  return 0;
}

/** Runs the whole materials benchmark on a fresh database of the cluster at adminUrl; answers its markdown section. */
export async function runMaterialsBench(adminUrl: string): Promise<string> {
  const dbName = `bench_materials_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const serverVersion = (await admin.query<{ server_version: string }>('show server_version')).rows[0]?.server_version ?? '?';
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'gf-bench-'));

  const handle = await openDatabase({ databaseUrl });
  await migrateToLatest(handle.db);

  // 1. One factory, one kind, one specification, one supplier; then the materials, one SKU each, and one default
  //    supplier price per SKU, each table in one INSERT ... SELECT. Half of the names contain 布.
  const t0 = performance.now();
  const factory = await createFactory(handle.db, 'bench');
  const unit = factory.unitId;
  const user = factory.boss.userId;
  const kind = await sql<{ id: string }>`
    insert into material_kind (unit_id, no, name, created_by) values (${unit}, 'ML', '面料', ${user}) returning id
  `.execute(handle.db);
  const spec = await sql<{ id: string }>`
    insert into material_spec (unit_id, no, remark, created_by) values (${unit}, 'W150', '幅宽150', ${user}) returning id
  `.execute(handle.db);
  const supplier = await sql<{ id: string }>`
    insert into supplier (unit_id, code, name, contacts, mobile_phone, telephone, address, remark, status, created_by, updated_by)
    values (${unit}, 'GYS00001', '华纺纺织', '王经理', '13800000001', null, '浙江省绍兴市柯桥区', null, 2, ${user}, ${user})
    returning id
  `.execute(handle.db);
  const kindId = kind.rows[0]!.id;
  const specId = spec.rows[0]!.id;
  const supplierId = supplier.rows[0]!.id;
  await sql`
    insert into material (unit_id, no, name, material_kind_id, composition, width, weight, remark, status, created_by, updated_by)
    select ${unit}::bigint, 'WL' || lpad(g::text, 6, '0'),
           case g % 4 when 0 then '全棉府绸布' when 1 then '涤纶里布' when 2 then '金属四合扣' else '尼龙拉链' end || ' ' || g,
           ${kindId}::bigint, '100%棉', '150cm', '120g', null, (g % 3)::smallint, ${user}::bigint, ${user}::bigint
    from generate_series(1, ${MATERIALS}::int) as g
  `.execute(handle.db);
  await sql`
    insert into material_sku (unit_id, material_id, color_id, color_name, material_spec_id, sample_material, stock_unit,
                              purchase_unit, conversion_rate, remark, default_dosage, fixed_materials, mloss_rate,
                              stock_measure_unit_id, purchase_measure_unit_id)
    select m.unit_id, m.id, null, (array['红色', '藏青', '米白', '黑色', '浅灰'])[1 + (m.id % 5)::int], ${specId}::bigint,
           false, '米', '卷', 50, null, 1.2, false, 3,
           (select u.id from measure_unit u where u.unit_id = m.unit_id and u.name = '米'),
           (select u.id from measure_unit u where u.unit_id = m.unit_id and u.name = '卷')
    from material m where m.unit_id = ${unit}::bigint
  `.execute(handle.db);
  await sql`
    insert into material_sku_supplier (unit_id, material_sku_id, supplier_id, supplier_style_no, supplier_color_no,
                                       plan_cost, excluding_tax_price, is_default)
    select s.unit_id, s.id, ${supplierId}::bigint, 'HF-' || s.id, 'C' || (s.id % 50), 18.5, 16.37, true
    from material_sku s where s.unit_id = ${unit}::bigint
  `.execute(handle.db);
  await sql`analyze material; analyze material_sku; analyze material_sku_supplier; analyze material_kind`.execute(handle.db);
  const seedMs = performance.now() - t0;
  console.log(`seeded ${MATERIALS} materials with one SKU and one supplier price each in ${seedMs.toFixed(0)} ms`);

  // 2. The app in-process; a session for the boss.
  const config = loadConfig({ SEED_DEMO: 'false', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl });
  const app = await buildApp({ config, db: handle.db, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const login = await app.inject({
    method: 'POST',
    url: '/v1/api/login/doLogin',
    payload: { loginName: factory.boss.loginName, password: factory.boss.password },
  });
  const sid = (login.json() as { data: { sid: string } }).data.sid;
  const call = async <T>(url: string, payload: object): Promise<T> => {
    const res = await app.inject({ method: 'POST', url, payload, headers: { cookie: `sid=${sid}` } });
    const body = res.json() as { code: number; msg: string; data: T };
    if (body.code !== 0) throw new Error(`${url} failed: ${body.code} ${body.msg}`);
    return body.data;
  };

  // 3. The export, over a socket into a file.
  const file = path.join(tmp, 'materials.xlsx');
  const timed = await timeExport(baseUrl, sid, file);
  const exported: ExportResult = { ...timed, rows: await countXlsxRows(file) };
  if (exported.rows !== MATERIALS) throw new Error(`the export holds ${exported.rows} rows, expected ${MATERIALS}`);
  console.log(
    `export: ${MATERIALS} rows in ${exported.wallMs.toFixed(0)} ms, ${mib(exported.bytes)}, peak RSS +${mib(exported.peakRss - exported.baselineRss)}`,
  );

  // 4. A middle page of the keyword search.
  const { totalCount } = await call<{ totalCount: number }>('/v1/api/fac/materials/listMaterials', {
    pageNo: 1,
    pageSize: PAGE_SIZE,
    keyword: KEYWORD,
  });
  const pageNo = Math.max(1, Math.ceil(totalCount / PAGE_SIZE / 2));
  const offset = (pageNo - 1) * PAGE_SIZE;
  const body = { pageNo, pageSize: PAGE_SIZE, keyword: KEYWORD };
  let apiFirst = '';
  const api = await measure(N_PAGE, async () => {
    const data = await call<{ list: { skuId: string }[]; totalCount: number }>('/v1/api/fac/materials/listMaterials', body);
    if (data.list.length !== PAGE_SIZE || data.totalCount !== totalCount) throw new Error('listMaterials answered a short page');
    apiFirst = data.list[0]!.skuId;
  });
  const filter = { keyword: KEYWORD };
  let directFirst = '';
  const direct = await measure(N_PAGE, async () => {
    directFirst = (await pageRows(handle.db, unit, filter, PAGE_SIZE, offset)).list[0]?.skuId ?? '';
  });
  if (apiFirst !== directFirst) throw new Error(`API and repository pages differ: ${apiFirst} vs ${directFirst}`);

  const captured: CompiledQuery[] = [];
  // JIT off on every connection, as the app's own pool has it (platform/db/database.ts), so (b3) and the plans
  // measure what the app runs.
  const capturePool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: JIT_OFF });
  const capturing = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: capturePool }),
    plugins: [new CamelCasePlugin()],
    log: (e) => void captured.push(e.query),
  });
  await pageRows(capturing, unit, filter, PAGE_SIZE, offset);
  await capturing.destroy();
  // As the repository runs them (material.repository.ts): the keyword lookup; then the count, alongside the page's row
  // ids followed by those rows' columns. Kysely logs a statement when it has run, so the columns come last.
  const [lookup, ...rest] = captured;
  const count = rest.find((q) => q.sql.startsWith('select count(*)'));
  const columns = rest.at(-1);
  const ids = rest.find((q) => q !== count && q !== columns);
  if (captured.length !== 4 || !lookup || !count || !ids || !columns)
    throw new Error(`expected the keyword lookup, the count, the page's ids and its columns; captured ${captured.length}`);
  const send = (q: CompiledQuery) => rawPool.query(q.sql, [...q.parameters]);
  const rawPool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: JIT_OFF });
  const jit = {
    app: (await sql<{ jit: string }>`show jit`.execute(handle.db)).rows[0]?.jit ?? '?',
    raw: (await rawPool.query<{ jit: string }>('show jit')).rows[0]?.jit ?? '?',
  };
  if (jit.app !== 'off' || jit.raw !== 'off')
    throw new Error(`JIT must be off on every connection: app ${jit.app}, plain pg ${jit.raw}`);
  const raw = await measure(N_PAGE, async () => {
    await send(lookup);
    await Promise.all([send(count), send(ids).then(() => send(columns))]);
  });
  // Where the time goes: each statement's plan, once, with actual times.
  const plans: string[] = [];
  for (const q of captured) {
    const plan = await rawPool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${q.sql}`, [...q.parameters]);
    plans.push(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
  }

  // (c) Keyword pages as a clerk types them (bench/keyword-pages.ts).
  const keywordPages = await measureKeywordPages({ call, pool: rawPool, databaseUrl, unit, pageSize: PAGE_SIZE });
  await rawPool.end();

  await app.close();
  await handle.close();
  rmSync(tmp, { recursive: true, force: true });
  const cleanup = new pg.Client({ connectionString: adminUrl });
  await cleanup.connect();
  await cleanup.query(`drop database if exists ${dbName} with (force)`);
  await cleanup.end();

  return report({ serverVersion, seedMs, exported, totalCount, pageNo, offset, api, direct, raw, plans, keywordPages });
}

function report(r: {
  serverVersion: string;
  seedMs: number;
  exported: ExportResult;
  totalCount: number;
  pageNo: number;
  offset: number;
  api: Stats;
  direct: Stats;
  raw: Stats;
  plans: string[];
  keywordPages: KeywordPages;
}): string {
  const e = r.exported;
  const table = statsTable([
    ['(b1) API POST /v1/api/fac/materials/listMaterials', r.api],
    ['(b2) direct: pageRows() on Kysely/pg', r.direct],
    ['(b3) direct: compiled SQL on plain pg', r.raw],
  ]);
  const ratios = [
    `| API / plain pg (b1 / b3), median | ${(r.api.median / r.raw.median).toFixed(2)}x |`,
    `| API / plain pg (b1 / b3), p95 | ${(r.api.p95 / r.raw.p95).toFixed(2)}x |`,
    `| API / repository (b1 / b2), median | ${(r.api.median / r.direct.median).toFixed(2)}x |`,
    `| API overhead (b1 - b3), median | ${ms(r.api.median - r.raw.median)} ms |`,
  ].join('\n');
  console.log(`\n${table}\n\n| ratio | value |\n|---|---:|\n${ratios}\n`);
  return `${MATERIALS_SECTION}

Generated by bench/materials.ts (run by \`npm run bench\` after the supplier benchmark).

- **Date:** ${new Date().toISOString()}
- **Machine:** ${describeMachine(r.serverVersion)}

### Method

- The same throwaway PostgreSQL cluster, a fresh database migrated with the app's migrations.
- Seed: one factory (\`createFactory\`), one kind, one specification, one supplier, then
  ${MATERIALS.toLocaleString('en-US')} materials (\`material\`), one SKU each (\`material_sku\`) and one default supplier
  price per SKU (\`material_sku_supplier\`), each table in one \`INSERT ... SELECT generate_series\`, then \`ANALYZE\`
  (${(r.seedMs / 1000).toFixed(1)} s). Half of the names contain ${KEYWORD}.
- The app is built in-process (\`buildApp\`, logger off). JIT is off on every connection: the app's pool sets
  \`-c jit=off\` (platform/db/database.ts) and so do the plain-pg pools of (b3) and the plans; the run checks
  \`SHOW jit\` on both before measuring. (The run of 2026-11-22 12:37 had JIT on: the page query spent ~0.7 s of
  ~1 s compiling; see git history of this file.)
- The export reads each batch of materials without counting (\`listRows\`); the list page still counts once
  per page (\`pageRows\` = count + \`listRows\`, in parallel).
- (a) Export: \`POST /v1/api/fac/materials/exportExcel {}\` (every material; exceljs streaming writer, batches of 200
  materials) over a real socket (\`app.listen\` on 127.0.0.1, \`http.request\`), the body piped into a temp file.
  Wall time from the request to the last byte written. Memory: one full GC, then \`process.memoryUsage()\` of this
  process (server and client) sampled every ${SAMPLE_MS} ms during the export; the peak over the baseline taken just
  before the request. The file is then read back with exceljs's streaming reader and its data rows counted
  (must equal the materials seeded, else the run fails).
- (b) The list page: \`POST /v1/api/fac/materials/listMaterials {"pageNo":${r.pageNo},"pageSize":${PAGE_SIZE},"keyword":"${KEYWORD}"}\`
  (the middle page of ${r.totalCount.toLocaleString('en-US')} rows, offset ${r.offset.toLocaleString('en-US')}) with the session
  cookie through \`app.inject\` (b1), against \`pageRows()\` from material.repository.ts on the app's Kysely and pg pool (b2),
  and against the four statements Kysely compiles for it (the keyword lookup, which finds more than 2,000 hits; then,
  row by row, the count alongside the page's row ids followed by those rows' columns), captured with Kysely's \`log\`
  and sent with plain \`pg\` in that order (b3). N=${N_PAGE} each, one call at a time, ${WARMUP} warm-up calls
  first (not counted); the first row of (b1) and (b2) must match. A one-character keyword has no trigram: no index
  serves it (c has the keywords that can be).
${keywordPagesMethod(PAGE_SIZE)}

### Results

(a) Export of ${e.rows.toLocaleString('en-US')} rows (counted in the file): **${(e.wallMs / 1000).toFixed(2)} s** wall time
(first byte after ${ms(e.firstByteMs)} ms), ${mib(e.bytes)} xlsx.

| memory during the export | value |
|---|---:|
| RSS baseline (after a full GC) | ${mib(e.baselineRss)} |
| RSS peak (sampled every ${SAMPLE_MS} ms, ${e.samples} samples, largest gap ${ms(e.maxGapMs)} ms) | ${mib(e.peakRss)} |
| **RSS peak over the baseline** | **${mib(e.peakRss - e.baselineRss)}** |
| JS heap used: baseline / peak | ${mib(e.baselineHeap)} / ${mib(e.peakHeap)} |
| process max RSS since start (getrusage, includes the seeding and earlier benchmarks) | ${mib(e.maxRssKb * 1024)} |

(b) The list page:

${table}

| ratio | value |
|---|---:|
${ratios}

The four statements' plans (\`EXPLAIN (ANALYZE, BUFFERS)\`, run once after the series):

${r.plans.map((p, i) => `<details><summary>plan ${i + 1}: ${p.split('\n').at(-1) ?? ''}</summary>\n\n\`\`\`text\n${p}\n\`\`\`\n\n</details>`).join('\n\n')}

${keywordPagesResults(r.keywordPages)}`;
}

/** Replaces (or appends) the materials section of RESULTS.md, keeping everything before it. */
export function writeMaterialsSection(resultsFile: string, section: string): void {
  let before = '';
  try {
    before = readFileSync(resultsFile, 'utf8');
  } catch {
    before = '# Benchmark results\n';
  }
  const at = before.indexOf(MATERIALS_SECTION);
  const kept = (at >= 0 ? before.slice(0, at) : before).trimEnd();
  writeFileSync(resultsFile, `${kept}\n\n${section}`);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.error('DATABASE_URL is not set: run it through scripts/with-postgres.mjs.');
    process.exit(1);
  }
  const section = await runMaterialsBench(adminUrl);
  const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'RESULTS.md');
  writeMaterialsSection(out, section);
  console.log(`wrote the materials section of ${path.relative(process.cwd(), out)}`);
}
