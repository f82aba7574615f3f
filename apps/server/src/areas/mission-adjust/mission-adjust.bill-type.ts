import { FAC_MISSION_ADJUST_ORDER, MissionAdjustPermission as P } from '@gf/contracts';
import { adjustmentDeskValues, type AdjustmentShape } from '../../bills/desk-change.repository.js';
import type { BillTypeDefinition } from '../../bills/registry.js';
import { applyAdjustment, checkAdjustment, restoreAdjustment, unreviewBlocker } from './mission-adjust-apply.service.js';

const deskShape: AdjustmentShape = {
  head: 'mission_adjust',
  lines: 'mission_adjust_line',
  lineHeadColumn: 'mission_adjust_id',
  source: { table: 'mission', headColumn: 'mission_id', numberColumn: 'mission_no', as: 'missionNo' },
};

/**
 * 工单调整单: new SKU quantities (and optionally a new delivery date) for a mission, with a reason. Its rules run on
 * the mission's node rows and the mission locked for update, at submit and again at the final approval: the mission
 * still waiting or in progress and still holding the bill's old quantities, no SKU below what the nodes reported,
 * a from-order mission not beyond the order's left quantities; review writes the new quantities, anti-review the
 * old ones, exactly.
 */
export const missionAdjustBillType: BillTypeDefinition = {
  type: FAC_MISSION_ADJUST_ORDER,
  table: 'mission_adjust',
  numberColumn: 'adjust_no',
  families: ['fac-mission-adjust'],
  deskColumns: [
    { key: 'missionNo', zh: '工单号', en: 'Mission' },
    { key: 'placeorderAt', zh: '制单日期', en: 'Date' },
    { key: 'change', zh: '调整数量', en: 'Quantity change' },
  ],
  permissions: {
    edit: P.add,
    submit: P.add,
    applyAntiReview: P.applyAntiReview,
    void: P.cancel,
    delete: P.cancel,
  },
  hooks: {
    validateSubmit: (trx, ctx, billId, phase) => checkAdjustment(trx, ctx, billId, phase),
    onPosted: (trx, ctx, billId) => applyAdjustment(trx, ctx, billId),
    onUnposted: (trx, ctx, billId) => restoreAdjustment(trx, ctx, billId),
    blocksUnreview: (trx, ctx, billId) => unreviewBlocker(trx, ctx, billId),
    describeForDesk: (db, unitId, billIds) => adjustmentDeskValues(db, unitId, billIds, deskShape),
  },
};
