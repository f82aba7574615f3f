import { NodeReportPermission as P } from '@gf/contracts';
import { AppError, Code, NO_PERMISSION } from '../../platform/http/errors.js';
import { can, type RequestContext } from '../../platform/tenancy/context.js';

/**
 * Who may report on a node (SPEC 5): the report permission, plus the per-node check — a charger of the node, or
 * a holder of the node-report-all code (the boss holds every code). A workbay user reports only on the nodes
 * charged to them, whatever codes the role gives.
 */
export function canReportOn(ctx: RequestContext, node: { chargerIds: readonly string[] }): boolean {
  if (!can(ctx, P.report)) return false;
  const isCharger = node.chargerIds.map(String).includes(ctx.userId);
  if (ctx.userKind === 'WORKBAY') return isCharger;
  return isCharger || can(ctx, P.reportAll);
}

export function assertCanReportOn(ctx: RequestContext, node: { chargerIds: readonly string[] }): void {
  if (!canReportOn(ctx, node)) throw new AppError(Code.noPermission, NO_PERMISSION);
}
