import { formatUnitTotals, RemnantPermission } from '@gf/contracts';
import { Dec } from '@gf/contracts';
import type { BillTypeDefinition } from '../../bills/registry.js';
import type { Db } from '../../platform/db/database.js';
import { registerNumberRule } from '../../platform/numbering/number-rule-registry.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { postStockMovements, reverseStockMovements } from '../stock/index.js';
import * as repo from './remnant.repository.js';

export const REMNANT_BILL_TYPE = 'MATERIALS_REMAIND';

registerNumberRule({
  billType: REMNANT_BILL_TYPE,
  kind: 'BILL',
  zh: '余料入库单',
  en: 'Remnant put-away',
  segments: [
    { type: 'TEXT', value: 'YL' },
    { type: 'DATE', format: 'yyMMdd' },
    { type: 'SERIAL', length: 4, reset: 'DAY' },
  ],
});

/** Review: one REMNANT movement per line into the storehouse (material back from production). */
async function postRemnant(trx: Db, ctx: RequestContext, id: string): Promise<void> {
  const head = await repo.postingHead(trx, ctx.unitId, id);
  const lines = await repo.listLines(trx, ctx.unitId, id);
  await postStockMovements(trx, ctx, {
    source: { type: REMNANT_BILL_TYPE, id, no: head.billNo },
    changeType: 'REMNANT',
    opDate: head.dateOperate,
    lines: lines.map((l) => ({
      storehouseId: head.storehouseId,
      skuId: l.materialsSkuId,
      quantity: Dec.of(l.quantity).toFixed(),
      sourceLineId: l.id,
      orderNo: l.orderNo,
    })),
  });
}

/** Remnant put-away bills (余料入库单) pass the approval workflow; the uflo family is bill/remaind. */
export const remnantBillType: BillTypeDefinition = {
  type: REMNANT_BILL_TYPE,
  table: 'material_remnant',
  numberColumn: 'bill_no',
  families: ['bill/remaind'],
  deskColumns: [
    { key: 'storehouseName', zh: '入库仓库', en: 'Storehouse' },
    { key: 'outsideFactoryName', zh: '加工厂', en: 'Processing factory' },
    { key: 'totalQuantity', zh: '合计入库', en: 'Total' },
  ],
  permissions: {
    edit: RemnantPermission.add,
    submit: RemnantPermission.add,
    applyAntiReview: RemnantPermission.repeal,
    void: RemnantPermission.add,
    delete: RemnantPermission.add,
  },
  hooks: {
    onPosted: postRemnant,
    // Reversing a put-away whose stock already went out of a strict storehouse is refused (40904) by the ledger.
    onUnposted: async (trx, ctx, id) => {
      await reverseStockMovements(trx, ctx, { type: REMNANT_BILL_TYPE, id });
    },
    describeForDesk: async (db, unitId, billIds) => {
      const out = new Map<string, Record<string, unknown>>();
      for (const id of billIds) {
        const r = await repo.findRemnant(db, unitId, id);
        if (r)
          out.set(id, {
            storehouseName: r.storehouseName,
            outsideFactoryName: r.commonOutsideFactoryName ?? '',
            totalQuantity: formatUnitTotals(r.unitTotals),
          });
      }
      return out;
    },
  },
};
