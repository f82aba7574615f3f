// Runs only the node report approval benchmark, prints its section and puts it into bench/RESULTS.md in place of the last one
// (or at the end): `node scripts/with-postgres.mjs npx tsx bench/node-report-review-only.ts`.
import { runAlone } from './measure.js';
import { NODE_REVIEW_SECTION, runNodeReviewBench } from './node-report-review.js';

await runAlone(NODE_REVIEW_SECTION, runNodeReviewBench);
