import { ARRIVAL_NOTICE_BILL_TYPE, ArrivalPermission, Code } from '@gf/contracts';
import type { BillTypeDefinition } from '../../bills/registry.js';
import { AppError } from '../../platform/http/errors.js';
import { registerNumberRule } from '../../platform/numbering/number-rule-registry.js';
import { countNoticeLines, findNoticeHeads } from './arrival-notice.repository.js';

registerNumberRule({
  billType: ARRIVAL_NOTICE_BILL_TYPE,
  kind: 'BILL',
  zh: '物料收料通知单',
  en: 'Receipt notice',
  segments: [
    { type: 'TEXT', value: 'SLTZ' },
    { type: 'DATE', format: 'yyMMdd' },
    { type: 'SERIAL', length: 4, reset: 'DAY' },
  ],
});

/**
 * Receipt notices (收料通知单): a supplier's word that goods are coming. Reviewed through the engine; a
 * reviewed notice is what an arrival is opened from. It moves no stock and no money.
 */
export const arrivalNoticeBillType: BillTypeDefinition = {
  type: ARRIVAL_NOTICE_BILL_TYPE,
  table: 'arrival_notice',
  numberColumn: 'no',
  deskColumns: [
    { key: 'supplierName', zh: '供应商', en: 'Supplier' },
    { key: 'dateArrive', zh: '预计到料日期', en: 'Expected arrival' },
    { key: 'stockQuantity', zh: '通知到料', en: 'Quantity' },
  ],
  permissions: {
    edit: ArrivalPermission.noticeAdd,
    submit: ArrivalPermission.noticeAdd,
    applyAntiReview: ArrivalPermission.noticeAdd,
    void: ArrivalPermission.noticeAdd,
    delete: ArrivalPermission.noticeAdd,
  },
  hooks: {
    validateSubmit: async (trx, ctx, billId) => {
      if ((await countNoticeLines(trx, ctx.unitId, billId)) === 0)
        throw new AppError(Code.badState, {
          zh: '收料通知单至少需要一个物料才能提报',
          en: 'A receipt notice needs at least one line to be submitted',
        });
    },
    describeForDesk: async (db, unitId, billIds) => {
      const rows = await findNoticeHeads(db, unitId, billIds);
      return new Map(
        rows.map((r) => [r.id, { supplierName: r.supplierName, dateArrive: r.dateArrive, stockQuantity: r.stockQuantity }]),
      );
    },
  },
};
