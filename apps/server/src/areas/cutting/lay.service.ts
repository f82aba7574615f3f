import {
  Code,
  LAY_STATUS,
  cuttingReportInput,
  generateBundles,
  piecesByColorSize,
  ticketNo,
  type LayDetail,
  type LayInput,
  type LayResult,
  type LigationNodeInfo,
} from '@gf/contracts';
import type { BillRegistry } from '../../bills/registry.js';
import type { Db } from '../../platform/db/database.js';
import { joinTransaction } from '../../platform/db/join-transaction.js';
import { transactionWithRetry } from '../../platform/db/retry-transaction.js';
import { AppError, NO_PERMISSION, badState, invalid, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { lockMissionNode } from '../missions/index.js';
import { canReportOn, reportOnNode } from '../node-reports/index.js';
import * as repo from './lay.repository.js';

type Node = NonNullable<Awaited<ReturnType<typeof repo.findLigationNode>>>;

const NODE = { zh: '扎号型裁床节点', en: 'Bundle cutting node' };

async function ligationNode(db: Db, ctx: RequestContext, missionNodeId: string): Promise<Node> {
  const node = await repo.findLigationNode(db, ctx, missionNodeId);
  if (!node) throw notFound(NODE);
  if (node.typeCode !== 'actual_cutting_ligation')
    throw invalid('id', { zh: '该节点不是扎号型裁床', en: 'this node is not a bundle cutting node' });
  return node;
}

/** The next lay number: one past the highest numeric lay number the mission has used. */
function nextLathe(used: string[]): string {
  const numbers = used.filter((l) => /^\d{1,9}$/.test(l)).map(Number);
  return String((numbers.length ? Math.max(...numbers) : 0) + 1);
}

/** GET fac-mission-prcd-nodes/{id}/ligation: the node, the mission's colours and sizes, the next lay number, its lays. */
export async function getLigationNode(db: Db, ctx: RequestContext, missionNodeId: string): Promise<LigationNodeInfo> {
  const node = await ligationNode(db, ctx, missionNodeId);
  const skus = await repo.missionSkus(db, ctx, node.missionId);
  const uniq = (pairs: { id: string; name: string }[]) => [...new Map(pairs.map((p) => [p.id, p])).values()];
  const lays = await repo.listLays(db, ctx, node.id);
  return {
    missionNodeId: node.id,
    nodeName: node.name,
    missionId: node.missionId,
    missionNo: node.missionNo,
    styleNo: node.styleNo,
    styleName: node.styleName,
    colors: uniq(skus.map((s) => ({ id: s.colorId, name: s.colorName ?? '' }))),
    sizes: uniq(skus.map((s) => ({ id: s.sizeId, name: s.sizeName ?? '' }))),
    nextLathe: nextLathe(await repo.usedLathes(db, ctx, node.missionId)),
    lays: lays.map((l) => ({ ...l, totalNum: Number(l.totalNum) })),
  };
}

/** The bundles to write: as the screen sent them (edited quantities) or generated from the fabric table. */
function bundlesOf(input: LayInput) {
  if (input.bundles)
    return input.bundles.map((b) => ({ ...b, colorId: input.fabrics[b.fabricIndex]!.colorId, remark: b.remark ?? null }));
  const generated = generateBundles(input.fabrics, input.ratios, input.bundleCap);
  if (!generated.length) throw invalid('fabrics', { zh: '面料表生成不了扎号', en: 'the fabric table gives no bundles' });
  return generated.map((b) => ({ ...b, remark: null }));
}

/**
 * POST|PUT fac-mission-prcd-nodes/{id}/actual-cutting-ligation: saves a lay (new, or a draft re-edited by layId) with
 * its fabric table and bundles; REPORT also posts it, in the same transaction, as the node's cutting report through
 * node-reports' own call (its lay number check per mission, limits, review mode and effects). A refusal writes nothing.
 */
export async function saveLay(
  db: Db,
  bills: BillRegistry,
  ctx: RequestContext,
  missionNodeId: string,
  input: LayInput,
): Promise<LayResult> {
  return transactionWithRetry(db, async (trx) => {
    const node = await ligationNode(trx, ctx, missionNodeId);
    // A report locks the node and its mission before anything is written: the lay's and bundles' foreign keys
    // key-share-lock them, which would deadlock with a parallel report waiting for the same locks (node-reports README).
    if (input.actionType === 'REPORT') await lockMissionNode(trx, ctx, node.id);
    // The per-node report check for drafts too (a REPORT meets it again inside node-reports).
    if (!canReportOn(ctx, node)) throw new AppError(Code.noPermission, NO_PERMISSION);
    if (node.missionStatus === 5)
      throw badState({ zh: '工单已撤销，不能上报', en: 'The mission is revoked: nothing can be reported' });
    const skus = await repo.missionSkus(trx, ctx, node.missionId);
    const skuOf = new Map(skus.map((s) => [`${s.colorId}/${s.sizeId}`, s.id]));
    const colors = new Set(skus.map((s) => s.colorId));
    const sizes = new Set(skus.map((s) => s.sizeId));
    input.fabrics.forEach((f, i) => {
      if (!colors.has(f.colorId))
        throw invalid(`fabrics.${i}.colorId`, { zh: '颜色不在该工单上', en: 'colour not on this mission' });
    });
    input.ratios.forEach((r, i) => {
      if (!sizes.has(r.sizeId)) throw invalid(`ratios.${i}.sizeId`, { zh: '尺码不在该工单上', en: 'size not on this mission' });
    });
    const bundles = bundlesOf(input).map((b, i) => {
      const goodsSkuId = skuOf.get(`${b.colorId}/${b.sizeId}`);
      if (!goodsSkuId)
        throw invalid(`bundles.${i}.sizeId`, { zh: '该颜色尺码不在该工单上', en: 'this colour and size is not on the mission' });
      return { ...b, goodsSkuId, ticketNo: ticketNo(node.missionNo, input.lathe, i + 1) };
    });

    let layId = input.layId ?? null;
    const fields: repo.LayFields = {
      missionId: node.missionId,
      missionNodeId: node.id,
      lathe: input.lathe,
      dateCompleted: input.dateCompleted,
      finishUserId: input.finishUserId,
      bundleCap: input.bundleCap ?? null,
      ratios: input.ratios,
      remark: input.remark,
    };
    if (layId) {
      const lay = await repo.findLay(trx, ctx, layId, true);
      if (!lay || lay.missionNodeId !== node.id)
        throw invalid('layId', { zh: '床次不属于该节点', en: 'the lay is not of this node' });
      if (lay.status !== LAY_STATUS.DRAFT) throw badState({ zh: '该床次已提报', en: 'This lay is already reported' });
      if (input.version !== undefined && input.version !== lay.version)
        throw new AppError(Code.badState, {
          zh: '单据已被他人修改，请刷新',
          en: 'The bill was changed by someone else: reload it',
        });
      await repo.updateLay(trx, ctx, ctx.userId, layId, fields);
    } else {
      layId = await repo.insertLay(trx, ctx, ctx.userId, fields);
    }
    const lay = {
      id: layId,
      missionId: node.missionId,
      goodsStyleId: node.goodsStyleId,
      lathe: input.lathe,
      dateCompleted: input.dateCompleted,
    };
    const bundleIds = await repo.replaceFabricsAndBundles(trx, ctx, lay, input.fabrics, bundles);

    if (input.actionType === 'DRAFT')
      return { layId, status: LAY_STATUS.DRAFT, reportBillId: null, reportBillNo: null, bundleIds };
    const pieces = piecesByColorSize(bundles);
    const report = await reportOnNode(
      joinTransaction(trx),
      bills,
      ctx,
      'actual-cutting',
      node.id,
      cuttingReportInput.parse({
        actionType: 'REPORT',
        type: 'complete',
        dateCompleted: input.dateCompleted,
        finishUserId: input.finishUserId,
        lathe: input.lathe,
        remark: input.remark,
        skus: [...pieces].map(([key, num]) => ({ goodsSkuId: skuOf.get(key)!, num: String(num) })),
      }),
    );
    const reportBillId = report.billIds[0]!;
    await repo.markSubmitted(trx, ctx, layId, reportBillId);
    return { layId, status: LAY_STATUS.SUBMITTED, reportBillId, reportBillNo: report.billNos[0] ?? null, bundleIds };
  });
}

/** GET cutting/lays/{layId}: the lay with its fabric table, marker ratio and bundles (the screen re-opens a draft). */
export async function getLay(db: Db, ctx: RequestContext, layId: string): Promise<LayDetail> {
  const lay = await repo.findLay(db, ctx, layId);
  if (!lay) throw notFound({ zh: '床次', en: 'Lay' });
  const node = await ligationNode(db, ctx, lay.missionNodeId);
  const skus = await repo.missionSkus(db, ctx, node.missionId);
  const sizeName = new Map(skus.map((s) => [s.sizeId, s.sizeName]));
  const { fabrics, bundles } = await repo.layRows(db, ctx, lay.id);
  const report = lay.reportId ? await repo.reportOf(db, ctx, lay.reportId) : undefined;
  return {
    id: lay.id,
    missionNodeId: lay.missionNodeId,
    missionId: lay.missionId,
    missionNo: node.missionNo,
    lathe: lay.lathe,
    status: lay.status,
    dateCompleted: lay.dateText,
    finishUserId: lay.finishUserId,
    bundleCap: lay.bundleCap,
    remark: lay.remark,
    version: lay.version,
    reportBillId: report?.id ?? null,
    reportBillNo: report?.billNo ?? null,
    reportStatus: report?.status ?? null,
    fabrics: fabrics.map((f) => ({ colorId: f.colorId, colorName: f.colorName, lot: f.lot, plies: f.plies })),
    ratios: lay.ratios.map((r) => ({ ...r, sizeName: sizeName.get(r.sizeId) ?? null })),
    bundles,
  };
}
