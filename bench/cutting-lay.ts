// Benchmark: one lay cut into 2,000 bundles (issue 12 part 2) on PostgreSQL. A mission of 2 colours × 2 sizes; each run
// is `POST fac-mission-prcd-nodes/{cutNode}/actual-cutting-ligation` through app.inject with a new lay number: 2
// colours × 1,000 plies, marker M 2 + L 3, 5 pieces a bundle = 2,000 bundles of 5 (10,000 pieces), generated, numbered
// (ticket 工单号-床次-序号), written and posted as the node's cutting report in one transaction. A warm-up lay, then N
// timed lays. Alone: `node scripts/with-postgres.mjs npx tsx bench/cutting-lay.ts` (prints and replaces only its
// section of RESULTS.md); knob `BENCH_N_CUTTING_LAY` (default 5).
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { makeScanWorld } from '../apps/server/src/areas/scanning/scanning.fixture.js';
import { loadConfig } from '../apps/server/src/config.js';
import { migrateToLatest } from '../apps/server/src/platform/db/migrate.js';
import { WriteTrackerPlugin } from '../apps/server/src/platform/db/write-tracker.js';
import type { Database } from '../apps/server/src/schema/index.js';
import { createFactory } from '../apps/server/test/harness.js';
import { describeMachine, stats, statsTable, runAlone } from './measure.js';

const PLIES = 1000;
const CAP = 5;
export const CUTTING_LAY_SECTION = '## Bundle cutting: one lay of 2,000 bundles';

export async function runCuttingLayBench(adminUrl: string): Promise<string> {
  const rounds = Number(process.env.BENCH_N_CUTTING_LAY ?? 5);
  const dbName = `bench_lay_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const serverVersion = (await admin.query<{ server_version: string }>('show server_version')).rows[0]?.server_version ?? '?';
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 10, options: '-c jit=off' });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin(), new WriteTrackerPlugin()],
  });
  await migrateToLatest(db);
  const app = await buildApp({
    config: loadConfig({ SEED_DEMO: 'false', LOG_LEVEL: 'silent', DATABASE_URL: url.toString() }),
    db,
    logger: false,
  });
  await app.ready();
  const f = await createFactory(db, 'bench-cutting-lay');
  const login = await app.inject({
    method: 'POST',
    url: '/v1/api/login/doLogin',
    payload: { loginName: f.boss.loginName, password: f.boss.password },
  });
  const sid = (login.json() as { data: { sid: string } }).data.sid;
  const call = async (u: string, payload: unknown) => {
    const res = await app.inject({
      method: 'POST',
      url: `/v1/api/${u}`,
      headers: { cookie: `sid=${sid}` },
      payload: payload as object,
    });
    return res.json() as { code: number; msg: string };
  };
  // The mission (its first lay is a small one of six bundles), big enough for every timed lay.
  const w = await makeScanWorld(db, f, { call: (_m, u, p) => call(u, p) }, { perSku: PLIES * 3 * (rounds + 2) });
  const skus = await db
    .selectFrom('missionLine as l')
    .innerJoin('goodsSku as g', 'g.id', 'l.goodsSkuId')
    .select(['g.colorId', 'g.sizeId'])
    .where('l.missionId', '=', w.missionId)
    .orderBy('g.id')
    .execute();
  const colors = [...new Set(skus.map((s) => s.colorId!))];
  const sizes = [...new Set(skus.map((s) => s.sizeId!))];
  await sql`analyze`.execute(db);
  const lay = (lathe: string) =>
    call(`fac-mission-prcd-nodes/${w.cutNodeId}/actual-cutting-ligation`, {
      actionType: 'REPORT',
      dateCompleted: '2026-11-25',
      finishUserId: f.boss.userId,
      lathe,
      fabrics: colors.map((colorId) => ({ colorId, plies: PLIES })),
      ratios: sizes.map((sizeId, i) => ({ sizeId, ratio: i + 2 })),
      bundleCap: CAP,
    });
  const warm = await lay('W');
  if (warm.code !== 0) throw new Error(`warm-up lay refused: ${warm.msg}`);
  const times: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const t = performance.now();
    const a = await lay(String(100 + i));
    times.push(performance.now() - t);
    if (a.code !== 0) throw new Error(`lay ${100 + i} refused: ${a.msg}`);
  }
  const perLay = await db
    .selectFrom('cuttingBundle')
    .select(['lathe', (e) => e.fn.countAll<string>().as('n'), sql<string>`sum(num)`.as('pieces')])
    .where('missionId', '=', w.missionId)
    .where('lathe', '=', '100')
    .groupBy('lathe')
    .executeTakeFirstOrThrow();
  if (Number(perLay.n) !== 2000 || Number(perLay.pieces) !== 10000) throw new Error(`lay 100 has ${perLay.n} bundles`);
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  await app.close();
  await db.destroy();
  return `${CUTTING_LAY_SECTION}

${describeMachine(serverVersion)}. Load average at the end of this part: ${load}. Other engineers' test suites and
builds were running on the machine at the same time, so these figures are slower than the code is on a quiet machine.

One mission of 2 colours × 2 sizes; each lay is the bundle cutting call (2 colours × ${PLIES} plies, marker M 2 + L 3,
${CAP} pieces a bundle): **2,000 bundles** (10,000 pieces) generated, numbered, written and posted as the node's cutting
report in one transaction. One warm-up lay, then ${rounds} lays one after another. Checked after: a timed lay holds
${perLay.n} bundles and ${Number(perLay.pieces)} pieces.

${statsTable([['one lay of 2,000 bundles (app.inject)', stats(times)]])}
`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))
  await runAlone(CUTTING_LAY_SECTION, runCuttingLayBench);
