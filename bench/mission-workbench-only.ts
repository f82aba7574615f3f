// Runs only the workbench benchmark, prints its section and puts it into bench/RESULTS.md in place of the last one
// (or at the end): `node scripts/with-postgres.mjs npx tsx bench/mission-workbench-only.ts`.
import { runAlone } from './measure.js';
import { WORKBENCH_SECTION, runWorkbenchBench } from './mission-workbench.js';

await runAlone(WORKBENCH_SECTION, runWorkbenchBench);
