import {
  defectActionInput,
  type WymBatchResult,
  type WymQcKind,
  type WymQcReportInput,
  type WymRepairedInput,
} from '@gf/contracts';
import type { BillRegistry } from '../../bills/registry.js';
import type { Db } from '../../platform/db/database.js';
import { joinTransaction } from '../../platform/db/join-transaction.js';
import { transactionWithRetry } from '../../platform/db/retry-transaction.js';
import { badState, invalid, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { actOnDefects } from '../defects/index.js';
import { reportPieces, targetNode, today, type QcOutcome } from './unique-code-report.service.js';
import * as repo from './unique-code.repository.js';

const CODE = { zh: '唯一码', en: 'Unique code' };

/**
 * The code locked (`for update`, as every report and undo of codes takes it), then the QC node checked: a
 * quality_checking node of the code's mission linked to codes, the user may report on. 40001 naming instanceId else.
 */
async function lockedAtQcNode(trx: Db, ctx: RequestContext, nodeId: string, wymId: string) {
  const [code] = await repo.lockCodes(trx, ctx, [wymId]);
  if (!code) throw notFound(CODE);
  const { node, path } = await targetNode(trx, ctx, nodeId, code.missionNodeId);
  if (node.typeCode !== 'quality_checking')
    throw invalid('instanceId', { zh: '该节点不是质检节点', en: 'this node is not a quality node' });
  return { code, node, path };
}

async function checkUser(trx: Db, ctx: RequestContext, userId: string | undefined): Promise<string> {
  if (userId && !(await repo.isFactoryUser(trx, ctx.unitId, userId)))
    throw invalid('userId', { zh: '人员不存在', en: 'person not found' });
  return userId ?? ctx.userId;
}

async function outcomeOf(trx: Db, ctx: RequestContext, kind: WymQcKind, labels: string[]): Promise<QcOutcome> {
  if (kind === 'qualified') return { kind: 'qualified' };
  if (kind === 'wasted') return { kind: 'waste' };
  if (!labels.length) throw invalid('defectiveLabelIds', { zh: '请选择次品标签', en: 'choose at least one defect label' });
  const known = await repo.knownLabels(trx, ctx, labels);
  if (labels.some((id) => !known.has(id)))
    throw invalid('defectiveLabelIds', { zh: '次品标签不存在', en: 'defect label not found' });
  return { kind: 'defective', defectLabelIds: [...new Set(labels)] };
}

/**
 * POST fac-mission-prcd-node-reports/{qualified|defectived|wasted}/{instanceId}/{wymId} (唯一码质检): the code's piece
 * reported at the QC node as qualified, defective (labels) or waste: one bill of that block through node-reports
 * (FAC_MISSION_COMPLETE / _DEFECTIVE / _WASTE: limits, review mode, node figures; a posted defective report opens its
 * defect), and a REPORT movement. The piece counts once at the node whichever way: refused while the code has a live
 * report there (manual, scan or QC). 改为未上报 (canceled) takes it back.
 */
export async function reportCodeQc(
  db: Db,
  bills: BillRegistry,
  ctx: RequestContext,
  nodeId: string,
  wymId: string,
  kind: WymQcKind,
  input: WymQcReportInput,
): Promise<WymBatchResult> {
  return transactionWithRetry(db, async (trx) => {
    const { code, node, path } = await lockedAtQcNode(trx, ctx, nodeId, wymId);
    const outcome = await outcomeOf(trx, ctx, kind, input.defectiveLabelIds);
    const finishUserId = await checkUser(trx, ctx, input.userId);
    const [live] = await repo.liveReports(trx, ctx, [code.id], [node.id]);
    if (live)
      throw badState({
        zh: `唯一码 ${code.code} 已在该节点上报（${live.billNo}）`,
        en: `Code ${code.code} is already reported at this node (${live.billNo})`,
      });
    const head = { dateCompleted: input.dateCompleted ?? today(), finishUserId, storehouseId: input.storehouseId ?? null };
    const billNo = await reportPieces(trx, bills, ctx, node, path, [code], head, outcome);
    return { count: 1, billNos: [billNo] };
  });
}

/**
 * POST fac-mission-prcd-node-reports/repaired/{instanceId}/{wymId} (返修合格): the code reported defective at the QC
 * node passes after repair, as defect management's 合格 of its open defect (a defect bill in effect at once: the node's
 * piece moves from defective to completed; into the goods storehouse when one is given). Refused when the code is not
 * a reviewed, still open defect there. Undone by 撤销 of that defect bill (bill-repair/undo).
 */
export async function repairCode(
  db: Db,
  bills: BillRegistry,
  ctx: RequestContext,
  nodeId: string,
  wymId: string,
  input: WymRepairedInput,
): Promise<WymBatchResult> {
  return transactionWithRetry(db, async (trx) => {
    const { code, node } = await lockedAtQcNode(trx, ctx, nodeId, wymId);
    const finishUserId = await checkUser(trx, ctx, input.userId);
    const live = (await repo.liveReports(trx, ctx, [code.id], [node.id])).find((r) => r.billType === 'FAC_MISSION_DEFECTIVE');
    if (!live)
      throw badState({ zh: `唯一码 ${code.code} 在该节点不是次品`, en: `Code ${code.code} is not defective at this node` });
    const [defect] = await repo.openDefectsOfReport(trx, ctx, live.reportId);
    if (!defect)
      throw badState(
        live.status === 2
          ? { zh: `唯一码 ${code.code} 的次品已处理`, en: `The defect of code ${code.code} is already settled` }
          : { zh: '次品上报单尚未审核', en: 'The defective report is not reviewed yet' },
      );
    const result = await actOnDefects(
      joinTransaction(trx),
      ctx,
      'QUALIFY',
      defectActionInput.parse({
        defectivedList: [{ id: defect.id, num: '1' }],
        finishUserId,
        dateCompleted: input.dateCompleted ?? today(),
        storehouseId: input.storehouseId ?? null,
      }),
    );
    return { count: 1, billNos: [result.billNo] };
  });
}
