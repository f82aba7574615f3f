// Runs only the workbench benchmark, prints its section and puts it into bench/RESULTS.md in place of the last one
// (or at the end): `node scripts/with-postgres.mjs npx tsx bench/mission-workbench-only.ts`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runWorkbenchBench, WORKBENCH_SECTION } from './mission-workbench.js';

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error('DATABASE_URL is not set: run it through scripts/with-postgres.mjs.');
  process.exit(1);
}
const section = await runWorkbenchBench(adminUrl);
console.log(section);
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'RESULTS.md');
const before = readFileSync(out, 'utf8');
const at = before.indexOf(WORKBENCH_SECTION);
const next = at < 0 ? -1 : before.indexOf('\n## ', at + WORKBENCH_SECTION.length);
const after =
  at < 0 ? `${before.trimEnd()}\n\n${section}` : `${before.slice(0, at)}${section}${next < 0 ? '' : before.slice(next + 1)}`;
writeFileSync(out, after);
