// Runs only the node report approval benchmark, prints its section and puts it into bench/RESULTS.md in place of the last one
// (or at the end): `node scripts/with-postgres.mjs npx tsx bench/node-report-review-only.ts`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runNodeReviewBench, NODE_REVIEW_SECTION } from './node-report-review.js';

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error('DATABASE_URL is not set: run it through scripts/with-postgres.mjs.');
  process.exit(1);
}
const section = await runNodeReviewBench(adminUrl);
console.log(section);
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'RESULTS.md');
const before = readFileSync(out, 'utf8');
const at = before.indexOf(NODE_REVIEW_SECTION);
const next = at < 0 ? -1 : before.indexOf('\n## ', at + NODE_REVIEW_SECTION.length);
const after =
  at < 0 ? `${before.trimEnd()}\n\n${section}` : `${before.slice(0, at)}${section}${next < 0 ? '' : before.slice(next + 1)}`;
writeFileSync(out, after);
