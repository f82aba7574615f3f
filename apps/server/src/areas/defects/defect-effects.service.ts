import { Code, Dec } from '@gf/contracts';
import { AppError } from '../../platform/http/errors.js';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { nodeMission } from './defect-bill.repository.js';
import { addNodeFigures, lockNodeForReport, nodeDownstreamBlock, refreshDependentTargets } from '../node-reports/index.js';

/** Where settled defective pieces go on their QC node: qualified (completed) or waste. */
export type FigureMove = 'completed' | 'waste';

/**
 * The QC node's rolled-up figures as defects are settled, through the node reports area: 合格 moves pieces from
 * defective to completed, 报废 from defective to waste (sign -1 undoes it); the nodes that take their target from
 * this one follow (refreshDependentTargets), so the mission card and workbench show the new progress.
 */
export const moveNodeFigures = {
  /** Locks the node (upstream share, node and mission update) as a report on it would. */
  async lock(trx: Db, ctx: RequestContext, missionNodeId: string): Promise<{ missionNodeId: string; typeCode: string }> {
    const { node } = await lockNodeForReport(trx, ctx, missionNodeId);
    return { missionNodeId, typeCode: node.typeCode };
  },
  async apply(
    trx: Db,
    ctx: RequestContext,
    move: FigureMove,
    lines: readonly { missionNodeId: string; num: Dec }[],
    sign: 1 | -1,
  ): Promise<void> {
    const perNode = new Map<string, Dec>();
    for (const l of lines) perNode.set(l.missionNodeId, (perNode.get(l.missionNodeId) ?? Dec.of(0)).plus(l.num));
    for (const [missionNodeId, total] of [...perNode].sort(([a], [b]) => (BigInt(a) < BigInt(b) ? -1 : 1))) {
      const n = sign === 1 ? total : total.neg();
      await addNodeFigures(trx, ctx, missionNodeId, {
        completed: move === 'completed' ? n.toFixed() : '0',
        adjust: '0',
        defective: n.neg().toFixed(),
        waste: move === 'waste' ? n.toFixed() : '0',
      });
      const missionId = await nodeMission(trx, ctx, missionNodeId);
      if (missionId) await refreshDependentTargets(trx, ctx, { id: missionNodeId, missionId }, false);
    }
  },
  /**
   * After a move that lowered what the nodes pass on (撤销 of a 合格): refused while a downstream node has posted more
   * than the nodes now allow it (the node reports' own rule for an un-review).
   */
  async assertDownstreamHolds(trx: Db, ctx: RequestContext, nodes: readonly { missionNodeId: string; typeCode: string }[]) {
    for (const n of nodes) {
      const blocked = await nodeDownstreamBlock(trx, ctx, n);
      if (blocked) throw new AppError(Code.inUse, blocked);
    }
  },
};
