import { FAC_MISSION_ADJUST_ORDER, type MissionAdjustBatch } from '@gf/contracts';
import type { BillRegistry } from '../../bills/registry.js';
import { reviewBill, submitBill } from '../../bills/workflow.service.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, pick } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';

export interface BatchOutcome {
  id: string;
  ok: boolean;
  status: number | null;
  msg: string | null;
}

/**
 * fac/missionAdjust/batch: each bill through the engine in its own transaction (submit, or approve / reject the
 * session user's review task); one refusal does not stop the others and is answered in the session's language.
 */
export async function batchAdjusts(
  deps: { db: Db; bills: BillRegistry },
  ctx: RequestContext,
  input: MissionAdjustBatch,
): Promise<{ results: BatchOutcome[]; succeeded: number; failed: number }> {
  const results: BatchOutcome[] = [];
  for (const id of new Set(input.ids)) {
    try {
      const { status } =
        input.action === 'submit'
          ? await submitBill(deps, ctx, FAC_MISSION_ADJUST_ORDER, id)
          : await reviewBill(deps, ctx, FAC_MISSION_ADJUST_ORDER, {
              billId: id,
              result: input.action === 'pass',
              message: input.message ?? undefined,
            });
      results.push({ id, ok: true, status, msg: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id, ok: false, status: null, msg: pick(error.text, ctx.lang) });
    }
  }
  const succeeded = results.filter((r) => r.ok).length;
  return { results, succeeded, failed: results.length - succeeded };
}
