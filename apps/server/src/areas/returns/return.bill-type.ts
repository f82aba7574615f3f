import { MATERIALS_RETURN, ReturnPermission } from '@gf/contracts';
import type { BillTypeDefinition } from '../../bills/registry.js';
import { describeReturnsForDesk } from './return-query.repository.js';
import { checkReturnSubmittable, postReturn, unpostReturn } from './return-posting.service.js';

/**
 * 退料单: reviewed through the engine. Review posts RETURN stock movements out of the return storehouse and
 * the supplier's receivable; anti-review reverses both; refunds settling it block anti-review.
 */
export const returnBillType: BillTypeDefinition = {
  type: MATERIALS_RETURN,
  table: 'material_return',
  numberColumn: 'no',
  families: ['materials-return', 'return'],
  deskColumns: [
    { key: 'supplierName', zh: '供应商', en: 'Supplier' },
    { key: 'dateReturn', zh: '退料日期', en: 'Return date' },
    { key: 'storehouseName', zh: '退料仓库', en: 'Storehouse' },
    { key: 'amount', zh: '退料金额', en: 'Amount' },
  ],
  permissions: {
    edit: ReturnPermission.add,
    submit: ReturnPermission.add,
    applyAntiReview: ReturnPermission.repeal,
    void: ReturnPermission.repeal,
    delete: ReturnPermission.repeal,
  },
  hooks: {
    validateSubmit: checkReturnSubmittable,
    onPosted: postReturn,
    onUnposted: unpostReturn,
    describeForDesk: describeReturnsForDesk,
  },
};
