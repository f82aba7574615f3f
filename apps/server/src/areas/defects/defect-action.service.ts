import {
  Dec,
  FAC_DEFECT_BILL,
  defectFilterInput,
  type DefectAction,
  type DefectActionInput,
  type DefectActionResult,
  type DefectReturnInput,
} from '@gf/contracts';
import { linkDocuments } from '../../bills/lineage.service.js';
import type { Db } from '../../platform/db/database.js';
import { transactionWithRetry } from '../../platform/db/retry-transaction.js';
import { invalid } from '../../platform/http/errors.js';
import { registerNumberRule } from '../../platform/numbering/number-rule-registry.js';
import { FACTORY_TIME_ZONE, allocateNumber } from '../../platform/numbering/numbering.service.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { postStockMovements } from '../stock/index.js';
import { moveNodeFigures, type FigureMove } from './defect-effects.service.js';
import * as bills from './defect-bill.repository.js';
import * as repo from './defect.repository.js';

registerNumberRule({
  billType: FAC_DEFECT_BILL,
  kind: 'BILL',
  zh: '次品管理单',
  en: 'Defect bill',
  segments: [
    { type: 'TEXT', value: 'CP' },
    { type: 'DATE', format: 'yyMMdd' },
    { type: 'SERIAL', length: 4, reset: 'DAY' },
  ],
});

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: FACTORY_TIME_ZONE }).format(new Date());

type Picked = { id: string; num: string | null | undefined } & Partial<repo.ReturnTarget>;
type Input = Omit<DefectActionInput, 'storehouseId' | 'defectivedList'> &
  Partial<Pick<DefectReturnInput, 'returnNodeId' | 'returnFactoryId' | 'returnUserId'>> & {
    storehouseId?: string | null;
    defectivedList: Picked[];
  };

/** What one action does to the node figures per piece: 合格 defective → completed, 报废 defective → waste. */
const figureMove: Partial<Record<DefectAction, FigureMove>> = { QUALIFY: 'completed', WASTE: 'waste' };

async function checkReferences(trx: Db, ctx: RequestContext, action: DefectAction, input: Input): Promise<void> {
  if (input.finishUserId && !(await bills.isFactoryUser(trx, ctx, input.finishUserId)))
    throw invalid('finishUserId', { zh: '人员不存在', en: 'person not found' });
  if (action === 'QUALIFY' && input.storehouseId && !(await bills.isGoodsStorehouseOfFactory(trx, ctx, input.storehouseId)))
    throw invalid('storehouseId', {
      zh: '成品仓库不存在或未关联本厂',
      en: 'goods storehouse not found or not linked to this factory',
    });
  if (action !== 'RETURN') return;
  const named: [string, Partial<repo.ReturnTarget>][] = [
    ['', input],
    ...input.defectivedList.map((l, i): [string, Picked] => [`defectivedList.${i}.`, l]),
  ];
  for (const [at, t] of named) {
    if (t.returnFactoryId && !(await bills.isOutsideFactory(trx, ctx, t.returnFactoryId)))
      throw invalid(`${at}returnFactoryId`, { zh: '加工厂不存在', en: 'processing factory not found' });
    if (t.returnUserId && !(await bills.isFactoryUser(trx, ctx, t.returnUserId)))
      throw invalid(`${at}returnUserId`, { zh: '工位不存在', en: 'workbay not found' });
  }
}

/** A line's return target: its own when it names one, else the bill's. */
const targetOf = (line: Partial<repo.ReturnTarget>, input: Input): repo.ReturnTarget =>
  line.returnNodeId || line.returnFactoryId || line.returnUserId
    ? {
        returnNodeId: line.returnNodeId ?? null,
        returnFactoryId: line.returnFactoryId ?? null,
        returnUserId: line.returnUserId ?? null,
      }
    : {
        returnNodeId: input.returnNodeId ?? null,
        returnFactoryId: input.returnFactoryId ?? null,
        returnUserId: input.returnUserId ?? null,
      };
const sameTarget = (a: repo.ReturnTarget, b: repo.ReturnTarget) =>
  a.returnNodeId === b.returnNodeId && a.returnFactoryId === b.returnFactoryId && a.returnUserId === b.returnUserId;

/**
 * 合格 / 再修 / 报废 / 退回返修 on the chosen defects or on every open defect of the filter (全选操作), as one defect bill
 * taking effect at once. Locks: the source reports (share), the QC nodes as a report locks them, then the defect rows
 * (update), in id order; quantities are checked on the locked rows, so no defect goes below zero whatever runs beside.
 * 合格 counts the pieces as qualified for the node (and puts them into the goods storehouse when one is given), 报废
 * as waste; the bill links to the defective reports (lineage), which then cannot be un-reviewed while it stands.
 */
export async function actOnDefects(db: Db, ctx: RequestContext, action: DefectAction, input: Input): Promise<DefectActionResult> {
  return transactionWithRetry(db, async (trx) => {
    await checkReferences(trx, ctx, action, input);
    const picks: Picked[] = input.selectAllFlag
      ? (await repo.openDefectIds(trx, ctx, input.query ?? defectFilterInput.parse({}))).map((id) => ({ id, num: null }))
      : input.defectivedList;
    if (picks.length === 0)
      throw invalid('defectivedList', { zh: '筛选条件下没有次品', en: 'no open defect matches the filter' });
    const ids = picks.map((p) => p.id);
    if (new Set(ids).size !== ids.length) throw invalid('defectivedList', { zh: '次品重复', en: 'a defect is listed twice' });
    const found = await repo.findOpen(trx, ctx, ids);
    if (found.length !== ids.length)
      throw invalid('defectivedList', { zh: '次品不存在或已处理完', en: 'a defect was not found or is already settled' });
    const byId = new Map(found.map((d) => [d.id, d]));
    const targets = picks.map((p) => (action === 'RETURN' ? targetOf(p, input) : null));
    for (const [i, t] of targets.entries()) {
      if (!t?.returnNodeId) continue;
      const mission = await bills.nodeMission(trx, ctx, t.returnNodeId);
      if (!mission || byId.get(picks[i]!.id)!.missionId !== mission)
        throw invalid(targetOf(picks[i]!, {} as Input).returnNodeId ? `defectivedList.${i}.returnNodeId` : 'returnNodeId', {
          zh: '退回节点不是该工单的节点',
          en: 'the node is not a node of the defects’ mission',
        });
    }
    await repo.shareLockReports(
      trx,
      ctx,
      found.map((d) => d.reportId),
    );
    const nodeIds = [...new Set(found.map((d) => d.missionNodeId))].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
    const move = figureMove[action];
    if (move) for (const nodeId of nodeIds) await moveNodeFigures.lock(trx, ctx, nodeId);
    const locked = new Map((await repo.lockDefects(trx, ctx, ids)).map((d) => [d.id, d]));
    const lines: { defect: repo.DefectForAction; num: Dec; to: repo.ReturnTarget | null }[] = [];
    for (const [i, p] of picks.entries()) {
      const d = locked.get(p.id)!;
      const open = Dec.of(d.openNum);
      const num = action === 'REPAIR' || !p.num ? open : Dec.of(p.num);
      if (num.gt(open) || open.isZero())
        throw invalid(`defectivedList.${i}.num`, {
          zh: `数量 ${num.toFixed()} 超过未处理的 ${open.toFixed()}`,
          en: `quantity ${num.toFixed()} is more than the ${open.toFixed()} still open`,
        });
      lines.push({ defect: d, num, to: targets[i]! });
    }
    const total = lines.reduce((t, l) => t.plus(l.num), Dec.of(0));
    const billNo = await allocateNumber(trx, { unitId: ctx.unitId, billType: FAC_DEFECT_BILL });
    // The bill's head names the target when every line shares it.
    const first = lines[0]!.to;
    const shared = first && lines.every((l) => sameTarget(l.to!, first)) ? first : null;
    const none: repo.ReturnTarget = { returnNodeId: null, returnFactoryId: null, returnUserId: null };
    const dateCompleted = input.dateCompleted ?? today();
    const billId = await bills.insertBill(trx, ctx, ctx.userId, {
      billNo,
      action,
      dateCompleted,
      finishUserId: input.finishUserId ?? (action === 'RETURN' ? ctx.userId : null),
      storehouseId: action === 'QUALIFY' ? (input.storehouseId ?? null) : null,
      remark: input.remark,
      totalNum: total.toFixed(),
      ...(shared ?? none),
    });
    const written: bills.NewDefectBillLine[] = [];
    for (const { defect, num, to } of lines) {
      let newDefectId: string | null = null;
      if (action === 'REPAIR') await repo.addRepairCount(trx, defect.id, 1);
      else if (to) {
        if (num.eq(defect.openNum)) await repo.setReturned(trx, defect.id, to);
        else newDefectId = await repo.splitReturned(trx, ctx, defect.id, num.toFixed(), to);
      } else await repo.addOpen(trx, defect.id, num.neg().toFixed());
      written.push({ defectId: defect.id, newDefectId, num: num.toFixed(), ...(to ?? none) });
    }
    const lineRows = await bills.insertLines(trx, ctx, billId, written);
    const byDefect = new Map(lines.map((l) => [l.defect.id, l.defect]));
    await linkDocuments(
      trx,
      ctx,
      { type: FAC_DEFECT_BILL, billId, no: billNo },
      lineRows.map((r, i) => ({
        source: {
          type: 'FAC_MISSION_DEFECTIVE',
          billId: byDefect.get(r.defectId)!.reportId,
          lineId: byDefect.get(r.defectId)!.reportLineId,
        },
        targetLineId: r.id,
        quantity: written[i]!.num,
      })),
      { sourceStatuses: [2] },
    );
    if (move)
      await moveNodeFigures.apply(
        trx,
        ctx,
        move,
        lines.map((l) => ({ missionNodeId: l.defect.missionNodeId, num: l.num })),
        1,
      );
    if (action === 'QUALIFY' && input.storehouseId) {
      const stock = lines.filter((l) => l.defect.goodsSkuId);
      if (stock.length)
        await postStockMovements(trx, ctx, {
          source: { type: FAC_DEFECT_BILL, id: billId, no: billNo },
          changeType: 'PRODUCTION_IN',
          opDate: dateCompleted,
          lines: stock.map((l) => ({
            storehouseId: input.storehouseId!,
            skuId: l.defect.goodsSkuId!,
            skuKind: 'GOODS' as const,
            quantity: l.num.toFixed(),
            sourceLineId: null,
          })),
        });
    }
    return { billId, billNo, totalNum: total.toFixed(), count: lines.length };
  });
}
