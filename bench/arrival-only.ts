// Runs only the arrival review benchmark and prints its section (bench/RESULTS.md is left alone):
// `node scripts/with-postgres.mjs npx tsx bench/arrival-only.ts`. For trying a change; `npm run bench` records.
import { runArrivalBench } from './arrival.js';

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error('DATABASE_URL is not set: run it through scripts/with-postgres.mjs.');
  process.exit(1);
}
console.log(await runArrivalBench(adminUrl));
