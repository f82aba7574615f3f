import { Dec, FAC_DEFECT_BILL } from '@gf/contracts';
import { unlinkDocument } from '../../bills/lineage.service.js';
import type { Db } from '../../platform/db/database.js';
import { transactionWithRetry } from '../../platform/db/retry-transaction.js';
import { badState, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { reverseStockMovements } from '../stock/index.js';
import * as bills from './defect-bill.repository.js';
import { moveNodeFigures } from './defect-effects.service.js';
import * as repo from './defect.repository.js';

/**
 * 撤销 a defect bill still in effect (status 2): its effects reversed exactly — the pieces open again, the node's
 * figures and the goods stock back, a repair round uncounted, a return taken back — and the bill marked 5. Refused
 * while a later bill in effect acted on the same defects (undo that one first) or the pieces returned have moved on.
 */
export async function undoDefectBill(db: Db, ctx: RequestContext, id: string): Promise<{ id: string; status: number }> {
  return transactionWithRetry(db, async (trx) => {
    const found = await bills.lockBill(trx, ctx, id);
    if (!found) throw notFound({ zh: '次品管理单', en: 'Defect bill' });
    const { bill, lines } = found;
    if (bill.status !== 2) throw badState({ zh: '只有已通过的单据可以撤销', en: 'Only a bill in effect can be undone' });
    const defectIds = [...new Set(lines.flatMap((l) => (l.newDefectId ? [l.defectId, l.newDefectId] : [l.defectId])))];
    if (await bills.hasLaterLiveBill(trx, ctx, bill.id, defectIds))
      throw badState({ zh: '之后的单据处理过这些次品，请先撤销它们', en: 'A later bill acted on these defects: undo it first' });
    const before = await repo.findAny(trx, ctx, defectIds);
    await repo.shareLockReports(
      trx,
      ctx,
      before.map((d) => d.reportId),
    );
    const move = bill.action === 'QUALIFY' ? 'completed' : bill.action === 'WASTE' ? 'waste' : null;
    const nodeIds = [...new Set(before.map((d) => d.missionNodeId))].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
    const lockedNodes = [];
    if (move) for (const nodeId of nodeIds) lockedNodes.push(await moveNodeFigures.lock(trx, ctx, nodeId));
    const locked = new Map((await repo.lockDefects(trx, ctx, defectIds)).map((d) => [d.id, d]));
    for (const l of lines) {
      const d = locked.get(l.defectId)!;
      if (bill.action === 'REPAIR') await repo.addRepairCount(trx, d.id, -1);
      else if (bill.action === 'RETURN') {
        if (l.newDefectId) {
          const split = locked.get(l.newDefectId)!;
          if (!Dec.of(split.openNum).eq(l.num))
            throw badState({ zh: '退回的次品已被处理，不能撤销', en: 'The returned pieces were settled since: cannot undo' });
          await repo.addOpen(trx, split.id, Dec.of(l.num).neg().toFixed());
          await repo.addOpen(trx, d.id, l.num);
        } else await repo.setReturned(trx, d.id, null);
      } else await repo.addOpen(trx, d.id, l.num);
    }
    if (move)
      await moveNodeFigures.apply(
        trx,
        ctx,
        move,
        lines.map((l) => ({ missionNodeId: locked.get(l.defectId)!.missionNodeId, num: Dec.of(l.num) })),
        -1,
      );
    if (bill.action === 'QUALIFY' && bill.storehouseId)
      await reverseStockMovements(trx, ctx, { type: FAC_DEFECT_BILL, id: bill.id });
    await unlinkDocument(trx, ctx, { type: FAC_DEFECT_BILL, billId: bill.id });
    await bills.markUndone(trx, bill.id, ctx.userId);
    // Passed pieces taken back: the downstream nodes may have used them.
    if (bill.action === 'QUALIFY') await moveNodeFigures.assertDownstreamHolds(trx, ctx, lockedNodes);
    return { id: bill.id, status: 5 };
  });
}
