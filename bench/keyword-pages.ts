// Benchmark part (c) of bench/materials.ts: the material archive's keyword page as a clerk types it, at 100,000
// materials. The first page of each keyword through the real route (app.inject), with the trigram indexes
// (migration 202611250600) and, on the same data with the same code, after dropping them; the plan of the keyword
// lookup that serves it.
import { CamelCasePlugin, Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { pageRows } from '../apps/server/src/areas/materials/material.repository.js';
import type { Database } from '../apps/server/src/schema/index.js';
import { measure, ms, statsTable, WARMUP, type Stats } from './measure.js';

const N_KEYWORD = Number(process.env.BENCH_N_KEYWORD_PAGE ?? 200);
const JIT_OFF = '-c jit=off';

/** Keywords a clerk types, each with what it stands for in the seeded data (bench/materials.ts). */
export const KEYWORD_PAGES = [
  { keyword: 'WL0123', what: 'a code fragment' },
  { keyword: '四合扣 1234', what: 'a name with its number' },
  { keyword: '府绸布', what: 'a name fragment found in a quarter of the list' },
] as const;
const TRIGRAM_INDEXES = ['material_keyword_trgm_idx', 'supplier_keyword_trgm_idx'] as const;

interface KeywordRun {
  keyword: string;
  what: string;
  hits: number;
  withIndexes: boolean;
  stats: Stats;
}

export interface KeywordPages {
  runs: KeywordRun[];
  /** EXPLAIN ANALYZE of the lookup of the first keyword, with the indexes. */
  plan: string;
}

type Call = <T>(url: string, payload: object) => Promise<T>;

/** Measures every keyword page with the indexes, then drops them and measures again (the database is thrown away). */
export async function measureKeywordPages(o: {
  call: Call;
  pool: pg.Pool;
  databaseUrl: string;
  unit: string;
  pageSize: number;
}): Promise<KeywordPages> {
  const page = (keyword: string) =>
    o.call<{ totalCount: number }>('/v1/api/fac/materials/listMaterials', { pageNo: 1, pageSize: o.pageSize, keyword });
  const runs: KeywordRun[] = [];
  let plan = '';
  for (const withIndexes of [true, false]) {
    if (!withIndexes) for (const index of TRIGRAM_INDEXES) await o.pool.query(`drop index ${index}`);
    for (const { keyword, what } of KEYWORD_PAGES) {
      const { totalCount: hits } = await page(keyword);
      const stats = await measure(N_KEYWORD, async () => {
        if ((await page(keyword)).totalCount !== hits) throw new Error(`${keyword}: the total changed between calls`);
      });
      runs.push({ keyword, what, hits, withIndexes, stats });
      console.log(
        `keyword ${keyword} (${hits} rows) ${withIndexes ? 'with' : 'without'} the trigram indexes: p95 ${ms(stats.p95)} ms`,
      );
    }
    if (withIndexes) plan = await explainLookup(o.databaseUrl, o.pool, o.unit, KEYWORD_PAGES[0].keyword, o.pageSize);
  }
  return { runs, plan };
}

/** The plan of the keyword lookup pageRows sends first (material.repository.ts resolveKeyword). */
async function explainLookup(
  databaseUrl: string,
  pool: pg.Pool,
  unit: string,
  keyword: string,
  pageSize: number,
): Promise<string> {
  const captured: CompiledQuery[] = [];
  const capturing = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 2, options: JIT_OFF }) }),
    plugins: [new CamelCasePlugin()],
    log: (e) => void captured.push(e.query),
  });
  await pageRows(capturing, unit, { keyword }, pageSize, 0);
  await capturing.destroy();
  const lookup = captured[0];
  if (!lookup) throw new Error('captured no keyword lookup');
  const rows = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${lookup.sql}`, [...lookup.parameters]);
  return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
}

/** Part (c)'s method, a bullet of the materials section's method. */
export function keywordPagesMethod(pageSize: number): string {
  return `- (c) Keyword pages: \`POST /v1/api/fac/materials/listMaterials {"pageNo":1,"pageSize":${pageSize},"keyword":…}\` through
  \`app.inject\` for each keyword below, N=${N_KEYWORD} each after ${WARMUP} warm-up calls, first with the trigram indexes of
  migration 202611250600, then on the same data with the same code after \`DROP INDEX\` of the material and supplier ones.
  The repository looks the keyword up first (materials by 款号 or name, kinds, suppliers' names: one statement, at most
  2,001 ids), then reads the hits by id (count and page together); past 2,000 hits it matches row by row as (b) does.
  Before issue 9 part 10 (the keyword an OR across material, kind and supplier inside the list query, the page sorted
  with all its columns; measured with bench/materials.ts's data on the same kind of cluster, LC_CTYPE C.UTF-8, load
  average about 3 to 6, N=100), median / p95 ms: \`WL0123\` 329.9 / 438.1, \`四合扣 1234\` 369.5 / 513.5, \`府绸布\`
  235.1 / 310.6, and (b)'s \`布\` page 1,250: 378.3 / 439.2. (The run of 2026-11-22 measured (b) at 197 ms on a cluster
  with LC_CTYPE C, where ILIKE does not fold Chinese text and costs less.)`;
}

/** Part (c)'s results: the table and the plan of the first keyword's lookup. */
export function keywordPagesResults(k: KeywordPages): string {
  const table = statsTable(
    k.runs.map((r) => [
      `${r.withIndexes ? 'with' : 'without'} the indexes: \`${r.keyword}\` (${r.what}, ${r.hits.toLocaleString('en-US')} rows)`,
      r.stats,
    ]),
  );
  return `(c) Keyword pages, first page:

${table}

<details><summary>the keyword lookup's plan for \`${KEYWORD_PAGES[0].keyword}\`: ${k.plan.split('\n').at(-1) ?? ''}</summary>

\`\`\`text
${k.plan}
\`\`\`

</details>
`;
}
