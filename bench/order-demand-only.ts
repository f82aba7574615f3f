// Runs only the order demand benchmark, prints its section and puts it into bench/RESULTS.md in place of the last one
// (or at the end): `node scripts/with-postgres.mjs npx tsx bench/order-demand-only.ts`.
import { runAlone } from './measure.js';
import { ORDER_DEMAND_SECTION, runOrderDemandBench } from './order-demand.js';

await runAlone(ORDER_DEMAND_SECTION, runOrderDemandBench);
