import { Code, Dec, type HandoverBatchInput, type HandoverBatchResult, type HandoverInput } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { transactionWithRetry } from '../../platform/db/retry-transaction.js';
import { AppError, NO_PERMISSION, invalid, type FieldText, type LocalText } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { canReportOn } from '../node-reports/index.js';

import * as places from './handover.repository.js';
import * as repo from './scan.repository.js';

/** A refused ticket: its place in the input and why, in both languages. */
interface Refusal {
  i: number;
  code: string;
  why: LocalText;
}

const said = (r: Refusal): LocalText => ({ zh: `扎号 ${r.code}：${r.why.zh}`, en: `Ticket ${r.code}: ${r.why.en}` });

/** All of the batch's refusals in one answer (40001): data.errors names each refused ticket (barcodes.N). */
function batchRefused(refused: Refusal[]): AppError {
  const named: FieldText[] = refused.map((r) => ({ field: `barcodes.${r.i}`, text: said(r) }));
  const text = {
    zh: `${named.length} 扎不能交接，本批未交接：${named.map((r) => r.text.zh).join('；')}`,
    en: `${named.length} ticket(s) cannot be handed over, nothing was: ${named.map((r) => r.text.en).join('; ')}`,
  };
  return new AppError(Code.invalidInput, text, { errors: named.map((r) => ({ field: r.field, message: r.text.en })) }, named);
}

/** The single call's refusal names its one field, `barcode`. */
const singleRefused = (refused: Refusal[]): AppError => invalid('barcode', said(refused[0]!));

/**
 * POST scanning/handover/batch: several bundles handed over at one node of their mission to an outside factory and/or
 * a workbay, in one transaction, all or none. The bundles are locked `for update` (id order) before anything is read
 * about them, then each ticket is checked on the locked rows: a live bundle of the node's mission, not already handed
 * to exactly this place (its latest movement). Every refused ticket is named; a refusal writes nothing.
 */
export function handOverBundles(db: Db, ctx: RequestContext, input: HandoverBatchInput): Promise<HandoverBatchResult> {
  return handOver(db, ctx, input, batchRefused);
}

/**
 * POST scanning/handover's writing part: one bundle by the same rules on the same locked row (a repeat to the same
 * place is refused naming `barcode`).
 */
export async function handOverOneBundle(db: Db, ctx: RequestContext, input: HandoverInput): Promise<void> {
  const { barcode, ...place } = input;
  await handOver(db, ctx, { ...place, barcodes: [barcode] }, singleRefused);
}

async function handOver(
  db: Db,
  ctx: RequestContext,
  input: HandoverBatchInput,
  refuse: (refused: Refusal[]) => AppError,
): Promise<HandoverBatchResult> {
  return transactionWithRetry(db, async (trx) => {
    const node = await repo.findScanNode(trx, ctx, input.missionNodeId);
    if (!node) throw invalid('missionNodeId', { zh: '工单节点不存在', en: 'mission node not found' });
    if (!canReportOn(ctx, node)) throw new AppError(Code.noPermission, NO_PERMISSION);
    const factoryId = input.outsideFactoryId ?? null;
    const workbayId = input.workbayUserId ?? null;
    if (factoryId && !(await repo.isFactoryOutsideFactory(trx, ctx, factoryId)))
      throw invalid('outsideFactoryId', { zh: '加工厂不存在', en: 'processing factory not found' });
    if (workbayId && !(await repo.isFactoryWorkbay(trx, ctx.unitId, workbayId)))
      throw invalid('workbayUserId', { zh: '工位不存在', en: 'workbay not found' });

    await places.lockBundlesByTicket(trx, ctx, input.barcodes);
    const refused: Refusal[] = [];
    const found: repo.BundleRow[] = [];
    for (const [i, code] of input.barcodes.entries()) {
      const bundle = await repo.findBundleByTicket(trx, ctx, code);
      if (!bundle) refused.push({ i, code, why: { zh: '未找到该扎号', en: 'no such bundle ticket' } });
      else if (bundle.missionId !== node.missionId)
        refused.push({ i, code, why: { zh: `不是「${node.missionNo}」的扎号`, en: `not a bundle of ${node.missionNo}` } });
      else found.push(bundle);
    }
    const latest = new Map(
      (
        await places.latestMovements(
          trx,
          ctx,
          found.map((b) => b.bundleId),
        )
      ).map((m) => [m.bundleId, m]),
    );
    for (const [i, code] of input.barcodes.entries()) {
      const bundle = found.find((b) => b.ticketNo === code);
      const last = bundle && latest.get(bundle.bundleId);
      if (
        last?.kind === 'HANDOVER' &&
        last.missionNodeId === node.id &&
        last.outsideFactoryId === factoryId &&
        last.workbayUserId === workbayId
      )
        refused.push({ i, code, why: { zh: '已交接到此处，不重复交接', en: 'already handed over to this place' } });
    }
    if (refused.length) throw refuse(refused.sort((a, b) => a.i - b.i));

    for (const bundle of found)
      await repo.appendMovement(trx, ctx, {
        bundleId: bundle.bundleId,
        missionId: bundle.missionId,
        missionNodeId: node.id,
        kind: 'HANDOVER',
        num: Dec.of(bundle.num).toString(),
        outsideFactoryId: factoryId,
        workbayUserId: workbayId,
        reportId: null,
        remark: input.remark ?? null,
      });
    const bundles = found.map((b) => ({
      ticketNo: b.ticketNo,
      styleNo: b.styleNo,
      colorName: b.colorName,
      sizeName: b.sizeName,
      num: Dec.of(b.num).toString(),
    }));
    return {
      nodeName: node.name,
      ...(await places.placeNames(trx, ctx, factoryId, workbayId)),
      bundles,
      totalNum: bundles.reduce((a, b) => a.plus(b.num), Dec.zero).toString(),
    };
  });
}

/** GET scanning/workbays: the factory's workbays for the hand-over's select (never another factory's, nor staff). */
export async function listWorkbays(db: Db, ctx: RequestContext, search: string | null) {
  return places.factoryWorkbays(db, ctx.unitId, search);
}
