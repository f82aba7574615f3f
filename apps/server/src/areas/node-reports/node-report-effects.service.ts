import { Dec } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { startMissionIfWaiting } from '../missions/index.js';
import { recordPartnerAmounts, reversePartnerAmounts } from '../payables/index.js';
import { postStockMovements, reverseStockMovements, type StockLine } from '../stock/index.js';
import { figuresBySku, isCuttingNode, passedOf, totalFigures } from './node-figures.js';
import * as figures from './node-figures.repository.js';
import * as effects from './node-report-effects.repository.js';
import { lockNodeForReport } from './node-report-limits.service.js';
import { findLines, findReport, type ReportHead } from './node-report.repository.js';

/**
 * What a reviewed report changes, all inside the engine's transaction, and its exact reverse on un-review:
 * - the node's rolled-up figures (completed, adjusted, defective, waste) and, on the first report, its start;
 * - cutting nodes: the mission's and its lines' actual cut quantities; the shipment node: the mission's shipped num;
 * - cutting nodes: the stored targets of the nodes that follow the actual cut (以实裁数为准);
 * - the mission starts (未开始 → 进行中) on its first reviewed report;
 * - tail-in nodes put the goods into the storehouse, tail-out nodes ship them to a customer or transfer them
 *   (the stock ledger; reversed by compensating rows);
 * - outside-settlement nodes record the finishing factory's payable, quantity × its processing price.
 */
export async function applyReportEffects(trx: Db, ctx: RequestContext, reportId: string, sign: 1 | -1): Promise<void> {
  const report = await findReport(trx, ctx, reportId);
  if (!report) return;
  const { node } = await lockNodeForReport(trx, ctx, report.missionNodeId);
  const bySku = figuresBySku(report.typeCode, await figures.billSums(trx, ctx, report.id));
  const total = totalFigures(bySku);
  const s = (d: Dec) => (sign === 1 ? d : d.neg());
  await effects.addNodeFigures(trx, ctx, node.id, {
    completed: s(total.completed).toFixed(),
    adjust: s(total.adjust).toFixed(),
    defective: s(total.defective).toFixed(),
    waste: s(total.waste).toFixed(),
  });
  const passed = passedOf(total);
  if (isCuttingNode(report.typeCode)) {
    const perSku = [...bySku].filter(([k]) => k !== '').map(([k, f]) => ({ goodsSkuId: k, num: s(passedOf(f)).toFixed() }));
    await effects.addActualCut(trx, ctx, node.missionId, perSku, s(passed).toFixed());
  }
  if (node.isShipment) await effects.addShipped(trx, ctx, node.missionId, s(passed).toFixed());
  await effects.refreshDependentTargets(trx, ctx, node, isCuttingNode(report.typeCode));
  if (sign === 1) {
    await effects.markNodeStarted(trx, ctx, node.id);
    await startMissionIfWaiting(trx, ctx, node.missionId);
    await postStock(trx, ctx, report);
    await recordPayable(trx, ctx, report, node, passed);
  } else {
    await reverseStockMovements(trx, ctx, { type: report.billType, id: report.id });
    await reversePartnerAmounts(trx, ctx, { billType: report.billType, billId: report.id });
  }
}

async function postStock(trx: Db, ctx: RequestContext, report: ReportHead): Promise<void> {
  const countsStock = report.billType === 'FAC_MISSION_COMPLETE' || report.billType === 'FAC_MISSION_ADJUST';
  const isIn = report.typeCode === 'tail_in_store';
  const isOut = report.typeCode === 'tail_out_store';
  if (!countsStock || (!isIn && !isOut) || !report.storehouseId) return;
  const lines = (await findLines(trx, ctx, report.id)).filter((l) => l.goodsSkuId && !Dec.of(l.num).isZero());
  const source = { type: report.billType, id: report.id, no: report.billNo };
  const line = (storehouseId: string, skuId: string, quantity: Dec): StockLine => ({
    storehouseId,
    skuId,
    skuKind: 'GOODS',
    quantity: quantity.toFixed(),
    sourceLineId: null,
  });
  if (isIn) {
    await postStockMovements(trx, ctx, {
      source,
      changeType: 'PRODUCTION_IN',
      opDate: report.dateCompleted,
      lines: lines.map((l) => line(report.storehouseId!, l.goodsSkuId!, Dec.of(l.num))),
    });
    return;
  }
  await postStockMovements(trx, ctx, {
    source,
    changeType: report.toStorehouseId ? 'TRANSFER_OUT' : 'SHIPMENT',
    opDate: report.dateCompleted,
    lines: lines.map((l) => line(report.storehouseId!, l.goodsSkuId!, Dec.of(l.num).neg())),
  });
  if (report.toStorehouseId)
    await postStockMovements(trx, ctx, {
      source,
      changeType: 'TRANSFER_IN',
      opDate: report.dateCompleted,
      lines: lines.map((l) => line(report.toStorehouseId!, l.goodsSkuId!, Dec.of(l.num))),
    });
}

async function recordPayable(
  trx: Db,
  ctx: RequestContext,
  report: ReportHead,
  node: {
    id: string;
    outsideSettlement: boolean;
    mission: { isOutside: boolean; outsideFactoryId: string | null; machiningUnitPrice: string | null };
  },
  passed: Dec,
): Promise<void> {
  const factoryId = report.outsideFactoryId ?? (node.mission.isOutside ? node.mission.outsideFactoryId : null);
  if (!node.outsideSettlement || !factoryId || passed.isZero()) return;
  const nodePrice = await effects.nodeFactoryPrice(trx, ctx, node.id, factoryId);
  const price = nodePrice ?? (node.mission.outsideFactoryId === factoryId ? node.mission.machiningUnitPrice : null);
  if (!price) return;
  await recordPartnerAmounts(trx, ctx, {
    source: { billType: report.billType, billId: report.id, billNo: report.billNo },
    entries: [
      {
        partnerType: 'OUTSIDE_FACTORY',
        partnerId: factoryId,
        direction: 'PAYABLE',
        kind: 'OUTSIDE_PROCESSING',
        amount: passed.times(price).round(2).toFixed(2),
        occurredOn: report.dateCompleted,
      },
    ],
  });
}
