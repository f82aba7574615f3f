import { ArrivalPermission } from '@gf/contracts';
import type { BillTypeDefinition } from '../../bills/registry.js';
import { registerNumberRule } from '../../platform/numbering/number-rule-registry.js';
import { describeArrivalsForDesk, postArrival, unpostArrival, validateArrivalSubmit } from './arrival-posting.service.js';

export const MATERIALS_ARRIVE = 'MATERIALS_ARRIVE';
export const SAMPLE_ARRIVE = 'SAMPLE_ARRIVE';

registerNumberRule({
  billType: MATERIALS_ARRIVE,
  kind: 'BILL',
  zh: '物料收料单',
  en: 'Material receipt',
  segments: [
    { type: 'TEXT', value: 'DL' },
    { type: 'DATE', format: 'yyMMdd' },
    { type: 'SERIAL', length: 4, reset: 'DAY' },
  ],
});
registerNumberRule({
  billType: SAMPLE_ARRIVE,
  kind: 'BILL',
  zh: '样料收料单',
  en: 'Sample receipt',
  segments: [
    { type: 'TEXT', value: 'YDL' },
    { type: 'DATE', format: 'yyMMdd' },
    { type: 'SERIAL', length: 4, reset: 'DAY' },
  ],
});

const deskColumns = [
  { key: 'supplierName', zh: '供应商', en: 'Supplier' },
  { key: 'dateArrive', zh: '到料日期', en: 'Arrival date' },
  { key: 'storehouseName', zh: '到料仓库', en: 'Storehouse' },
  { key: 'amount', zh: '到料金额', en: 'Amount' },
];

/**
 * Arrivals (到料单) pass the approval workflow. Review posts stock into the arrival storehouse and the payable
 * to the supplier (and, for purchase-linked lines, the arrived quantities of the purchase lines); un-review
 * compensates all of it. Both types share the arrival table through one view each (migration 202611230060).
 */
function arrivalType(type: string, table: string, edit: string): BillTypeDefinition {
  return {
    type,
    table,
    numberColumn: 'no',
    deskColumns,
    permissions: { edit, submit: edit, applyAntiReview: edit, void: edit, delete: edit },
    hooks: {
      validateSubmit: validateArrivalSubmit,
      onPosted: (trx, ctx, id) => postArrival(trx, ctx, type, id),
      onUnposted: (trx, ctx, id) => unpostArrival(trx, ctx, type, id),
      describeForDesk: describeArrivalsForDesk,
    },
  };
}

export const materialsArriveBillType = arrivalType(MATERIALS_ARRIVE, 'materials_arrive', ArrivalPermission.add);
export const sampleArriveBillType = arrivalType(SAMPLE_ARRIVE, 'sample_arrive', ArrivalPermission.sampleAdd);

export const arrivalTypeOf = (isSample: boolean) => (isSample ? SAMPLE_ARRIVE : MATERIALS_ARRIVE);
export const arrivalDefinitionOf = (isSample: boolean) => (isSample ? sampleArriveBillType : materialsArriveBillType);
