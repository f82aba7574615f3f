import { ALLOCATE_BILL_TYPES, AllocatePermission, type AllocateBillType } from '@gf/contracts';
import type { BillTypeDefinition } from '../../bills/registry.js';
import { registerNumberRule } from '../../platform/numbering/number-rule-registry.js';
// A cycle with the posting service: each uses the other's exports only inside functions (none at load time).
import { postAllocate, unpostAllocate, validateAllocate } from './allocate-posting.service.js';
import * as repo from './allocate.repository.js';

const VIEW: Record<AllocateBillType, string> = { BILL_CALL_OUT: 'allocate_out_bill', BILL_CALL_IN: 'allocate_in_bill' };

const NUMBERING: Record<AllocateBillType, { prefix: string; zh: string; en: string }> = {
  BILL_CALL_OUT: { prefix: 'DC', zh: '调出单', en: 'Transfer out' },
  BILL_CALL_IN: { prefix: 'DR', zh: '调入单', en: 'Transfer in' },
};

for (const type of ALLOCATE_BILL_TYPES)
  registerNumberRule({
    billType: type,
    kind: 'BILL',
    zh: NUMBERING[type].zh,
    en: NUMBERING[type].en,
    segments: [
      { type: 'TEXT', value: NUMBERING[type].prefix },
      { type: 'DATE', format: 'yyMMdd' },
      { type: 'SERIAL', length: 4, reset: 'DAY' },
    ],
  });

/** System transitions: 一手调入 (an in received as its out is reviewed), and that in taken down with its out. */
export const ALLOCATE_SYSTEM_ACTIONS = { autoReceive: 'AUTO_RECEIVE', cancelWithSource: 'CANCEL_WITH_SOURCE' } as const;

function allocateType(type: AllocateBillType): BillTypeDefinition {
  const edit = type === 'BILL_CALL_OUT' ? AllocatePermission.callOut : AllocatePermission.callIn;
  return {
    type,
    table: VIEW[type],
    numberColumn: 'bill_no',
    // uflo/materials-allocate is the reference's family of transfers: it answers the 调出单.
    ...(type === 'BILL_CALL_OUT' ? { families: ['materials-allocate'] } : {}),
    deskColumns: [
      { key: 'outStorehouseName', zh: '调出仓库', en: 'From' },
      { key: 'inStorehouseName', zh: '调入仓库', en: 'To' },
      { key: 'totalQuantity', zh: '数量', en: 'Quantity' },
    ],
    systemTransitions:
      type === 'BILL_CALL_IN'
        ? [
            {
              action: ALLOCATE_SYSTEM_ACTIONS.autoReceive,
              from: [0],
              to: 2,
              label: { zh: '一手调入', en: 'be received automatically' },
            },
            {
              action: ALLOCATE_SYSTEM_ACTIONS.cancelWithSource,
              from: [2],
              to: 5,
              label: { zh: '随调出单撤回', en: 'be taken back with its transfer-out' },
            },
          ]
        : [],
    permissions: { edit, submit: edit, applyAntiReview: edit, void: edit, delete: edit },
    hooks: {
      validateSubmit: (trx, ctx, billId, phase) => validateAllocate(trx, ctx, billId, phase),
      onPosted: (trx, ctx, billId) => postAllocate(trx, ctx, billId),
      onUnposted: (trx, ctx, billId) => unpostAllocate(trx, ctx, billId),
      describeForDesk: async (db, unitId, billIds) => {
        const out = new Map<string, Record<string, unknown>>();
        for (const id of billIds) {
          const b = await repo.findHead(db, unitId, id);
          if (b)
            out.set(id, {
              outStorehouseName: b.outStorehouseName,
              inStorehouseName: b.inStorehouseName,
              totalQuantity: b.totalQuantity,
            });
        }
        return out;
      },
    },
  };
}

export const allocateBillTypes: Record<AllocateBillType, BillTypeDefinition> = {
  BILL_CALL_OUT: allocateType('BILL_CALL_OUT'),
  BILL_CALL_IN: allocateType('BILL_CALL_IN'),
};
