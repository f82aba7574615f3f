import { Code, dec, PurchasePermission } from '@gf/contracts';
import type { BillHooks, BillTypeDefinition } from '../../bills/registry.js';
import { AppError } from '../../platform/http/errors.js';
import { recordPartnerAmounts, reversePartnerAmounts } from '../payables/index.js';
import { findBill, findBillsByIds } from './purchase-bill.repository.js';
import { getPurchaseConfig } from './purchase-config.service.js';
import { exceedingDemands, findLines, lockDemandsOfBill } from './purchase-line.repository.js';

export const MATERIALS_PURCHASE = 'MATERIALS_PURCHASE';
export const SAMPLE_PURCHASE = 'SAMPLE_PURCHASE';

/**
 * The same hooks for both types; each type reaches purchase_bill through its own view (the migration).
 * Review records the bill's payable to the supplier (one entry per tax rate); anti-review reverses it.
 */
const hooksFor = (billType: string): BillHooks => ({
  validateSubmit: async (trx, ctx, billId, phase) => {
    const config = await getPurchaseConfig(trx, ctx);
    // Lines in the order the form and the detail number them: every refusal names its rows (第N行) and column.
    const lines = await findLines(trx, ctx.unitId, [billId]);
    if (config.unitPriceRequired) {
      const missing = lines.flatMap((l, i) => (dec.isZero(l.unitPrice) ? [{ row: i + 1, materialNo: l.materialNo }] : []));
      if (missing.length)
        throw new AppError(
          Code.badState,
          {
            zh: missing.map((m) => `第${m.row}行（${m.materialNo}）采购单价：必填`).join('；'),
            en: missing.map((m) => `Line ${m.row} (${m.materialNo}) unit price: is required`).join('; '),
          },
          { errors: missing.map((m) => ({ field: `materialsSkus.${m.row - 1}.unitPrice`, message: 'is required' })) },
        );
    }
    await lockDemandsOfBill(trx, ctx.unitId, billId);
    const exceeding = (await exceedingDemands(trx, ctx.unitId, billId, phase)).map((e) => ({
      ...e,
      row: lines.findIndex((l) => l.materialSkuId === e.materialSkuId) + 1,
    }));
    if (exceeding.length)
      throw new AppError(
        Code.badState,
        {
          zh: `采购数超出计划采购：${exceeding.map((e) => `第${e.row}行 采购数：生产单 ${e.orderNo} 可采 ${dec.norm(e.allowed)}，合计采购 ${dec.norm(e.purchased)}`).join('；')}`,
          en: `Purchase exceeds the plan: ${exceeding.map((e) => `line ${e.row} quantity: order ${e.orderNo} allows ${dec.norm(e.allowed)}, purchased ${dec.norm(e.purchased)}`).join('; ')}`,
        },
        {
          exceed: exceeding,
          errors: exceeding.map((e) => ({ field: `materialsSkus.${e.row - 1}.quantity`, message: 'exceeds the plan' })),
        },
      );
  },
  onPosted: async (trx, ctx, billId) => {
    const bill = await findBill(trx, ctx.unitId, billId);
    if (!bill) return;
    const byRate = new Map<string, string[]>();
    for (const l of await findLines(trx, ctx.unitId, [billId])) {
      const rate = l.taxRate ?? '0';
      byRate.set(rate, [...(byRate.get(rate) ?? []), l.amount]);
    }
    await recordPartnerAmounts(trx, ctx, {
      source: { billType, billId, billNo: bill.orderNo },
      entries: [...byRate].map(([taxRate, amounts]) => ({
        partnerType: 'SUPPLIER' as const,
        partnerId: bill.supplierId,
        direction: 'PAYABLE' as const,
        kind: 'PURCHASE' as const,
        amount: dec.sum(amounts, 2),
        taxRate,
        occurredOn: bill.datePurchase,
      })),
    });
  },
  onUnposted: async (trx, ctx, billId) => {
    await reversePartnerAmounts(trx, ctx, { billType, billId });
  },
  describeForDesk: async (db, unitId, billIds) => {
    const bills = await findBillsByIds(db, unitId, billIds);
    return new Map(
      bills.map((b) => [
        b.id,
        { supplierName: b.supplierName, datePurchase: b.datePurchase, skuCount: b.skuCount, amount: b.amount },
      ]),
    );
  },
});

const deskColumns = [
  { key: 'supplierName', zh: '物料供应商', en: 'Supplier' },
  { key: 'datePurchase', zh: '采购日期', en: 'Purchase date' },
  { key: 'skuCount', zh: '物料SKU数', en: 'SKUs' },
  { key: 'amount', zh: '采购金额', en: 'Amount' },
];

export const materialsPurchaseBillType: BillTypeDefinition = {
  type: MATERIALS_PURCHASE,
  table: 'materials_purchase_bill',
  numberColumn: 'no',
  families: ['materials-purchase'],
  deskColumns,
  permissions: {
    edit: PurchasePermission.add,
    submit: PurchasePermission.add,
    applyAntiReview: PurchasePermission.add,
    void: PurchasePermission.delete,
    delete: PurchasePermission.delete,
  },
  hooks: hooksFor(MATERIALS_PURCHASE),
};

export const samplePurchaseBillType: BillTypeDefinition = {
  type: SAMPLE_PURCHASE,
  table: 'sample_purchase_bill',
  numberColumn: 'no',
  families: ['sample-purchase'],
  deskColumns,
  permissions: {
    edit: PurchasePermission.sampleAdd,
    submit: PurchasePermission.sampleAdd,
    applyAntiReview: PurchasePermission.sampleAdd,
    void: PurchasePermission.sampleRepeal,
    delete: PurchasePermission.sampleRepeal,
  },
  hooks: hooksFor(SAMPLE_PURCHASE),
};

export const purchaseBillTypeOf = (isSample: boolean) => (isSample ? samplePurchaseBillType : materialsPurchaseBillType);

/** The bill type code of a purchase bill (lineage names its sources by it). */
export const purchaseTypeOf = (isSample: boolean) => purchaseBillTypeOf(isSample).type;
