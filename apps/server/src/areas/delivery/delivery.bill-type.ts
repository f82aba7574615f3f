import { Code, DeliveryPermission, formatUnitTotals } from '@gf/contracts';
import type { BillTypeDefinition } from '../../bills/registry.js';
import { AppError } from '../../platform/http/errors.js';
import { registerNumberRule } from '../../platform/numbering/number-rule-registry.js';
// A cycle with the posting service: each uses the other's exports only inside functions (none at load time).
import { postDelivery, unpostDelivery } from './delivery-posting.service.js';
import * as repo from './delivery.repository.js';

export const DELIVERY_BILL_TYPE = 'MATERIALS_DELIVERY';

/** The delivery's system transitions: a direct delivery follows its arrival (reviewed and voided with it). */
export const DELIVERY_SYSTEM_ACTIONS = { postWithSource: 'POST_WITH_SOURCE', cancelWithSource: 'CANCEL_WITH_SOURCE' } as const;

registerNumberRule({
  billType: DELIVERY_BILL_TYPE,
  kind: 'BILL',
  zh: '送料单',
  en: 'Material delivery',
  segments: [
    { type: 'TEXT', value: 'SL' },
    { type: 'DATE', format: 'yyMMdd' },
    { type: 'SERIAL', length: 4, reset: 'DAY' },
  ],
});

/**
 * Deliveries, sample deliveries and delivery notices (one table, belong_module 0 / 1 / 2) pass the approval
 * workflow as MATERIALS_DELIVERY (uflo family materials-delivery). Review posts the delivery's stock out;
 * notices move nothing and are fulfilled by deliveries.
 */
export const deliveryBillType: BillTypeDefinition = {
  type: DELIVERY_BILL_TYPE,
  table: 'material_delivery',
  numberColumn: 'bill_no',
  families: ['materials-delivery'],
  deskColumns: [
    { key: 'kind', zh: '类型', en: 'Kind' },
    { key: 'storehouseName', zh: '送料仓库', en: 'Storehouse' },
    { key: 'outsideFactoryName', zh: '加工厂', en: 'Processing factory' },
    { key: 'totalQuantity', zh: '合计送料', en: 'Total' },
  ],
  systemTransitions: [
    {
      action: DELIVERY_SYSTEM_ACTIONS.postWithSource,
      from: [0],
      to: 2,
      label: { zh: '随直发到料审核', en: 'be reviewed with its direct arrival' },
    },
    {
      action: DELIVERY_SYSTEM_ACTIONS.cancelWithSource,
      from: [2],
      to: 5,
      label: { zh: '随到料单反审作废', en: 'be voided with its arrival' },
    },
  ],
  permissions: {
    edit: DeliveryPermission.add,
    submit: DeliveryPermission.add,
    applyAntiReview: DeliveryPermission.repeal,
    void: DeliveryPermission.add,
    delete: DeliveryPermission.add,
  },
  hooks: {
    validateSubmit: async (trx, ctx, billId) => {
      const head = await repo.findDelivery(trx, ctx.unitId, billId);
      if (head?.arrivalId)
        throw new AppError(Code.badState, {
          zh: '直发到料生成的送料单随到料单变动',
          en: 'A delivery made by a direct arrival follows its arrival',
        });
      if (head?.billNotifyId) {
        const notice = await repo.noticeOf(trx, ctx.unitId, head.billNotifyId);
        if (!notice || notice.status !== 2)
          throw new AppError(Code.badState, {
            zh: '关联的送料通知单未审核',
            en: 'The delivery notice it fulfils is not reviewed',
          });
      }
    },
    onPosted: (trx, ctx, billId) => postDelivery(trx, ctx, billId),
    onUnposted: (trx, ctx, billId) => unpostDelivery(trx, ctx, billId),
    blocksUnreview: async (trx, ctx, billId) => {
      const head = await repo.findDelivery(trx, ctx.unitId, billId);
      if (head?.arrivalId)
        return {
          zh: `由直发到料 ${head.arrivalNo ?? ''} 生成，请反审到料单`,
          en: `Made by direct arrival ${head.arrivalNo ?? ''}; un-review the arrival`,
        };
      return null;
    },
    describeForDesk: async (db, unitId, billIds) => {
      const out = new Map<string, Record<string, unknown>>();
      for (const id of billIds) {
        const d = await repo.findDelivery(db, unitId, id);
        if (!d) continue;
        const kind = ['送料单', '样料送料单', '送料通知单'][d.belongModule];
        out.set(id, {
          kind,
          storehouseName: d.storehouseName,
          outsideFactoryName: d.outsideFactoryName ?? '',
          // Added within one unit only: "2000 米 + 3000 个".
          totalQuantity: formatUnitTotals(d.unitTotals),
        });
      }
      return out;
    },
  },
};
