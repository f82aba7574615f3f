import {
  allocateTopDown,
  backCompute,
  Code,
  dec,
  isExpectBeforePurchase,
  lineAmount,
  PurchasePermission,
  stockQuantity,
  type PurchaseBatchInput,
  type PurchaseBillInput,
  type PurchaseBillUpdate,
  type PurchaseDemandRow,
  type PurchaseLineInput,
} from '@gf/contracts';
import { assertEditable, recordBillEvent } from '../../bills/workflow.service.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, duplicate, invalid, NO_PERMISSION } from '../../platform/http/errors.js';
import { allocateNumber } from '../../platform/numbering/numbering.service.js';
import type { NumberSegment } from '../../platform/numbering/number-rule.js';
import { can, type RequestContext } from '../../platform/tenancy/context.js';
import { findStorehouse } from '../factory/index.js';
import { MATERIALS_PURCHASE, purchaseBillTypeOf, SAMPLE_PURCHASE } from './purchase-bill.bill-type.js';
import * as repo from './purchase-bill.repository.js';
import { findDemands, lockDemands } from './purchase-demand.repository.js';
import { purchaseNotFound, skuNotFound, storehouseNotFound, supplierNotFound, userNotFound } from './purchase-errors.js';
import { existingSuppliers, findPurchaseSkus, isUnitUser, type PurchaseSku } from './purchase-reference.repository.js';

const defaultRules: Record<string, NumberSegment[]> = {
  [MATERIALS_PURCHASE]: [
    { type: 'TEXT', value: 'CG' },
    { type: 'DATE', format: 'yyyyMMdd' },
    { type: 'SERIAL', length: 4, reset: 'DAY' },
  ],
  [SAMPLE_PURCHASE]: [
    { type: 'TEXT', value: 'YLCG' },
    { type: 'DATE', format: 'yyyyMMdd' },
    { type: 'SERIAL', length: 4, reset: 'DAY' },
  ],
};

type Header = Omit<PurchaseBillInput, 'materialsSkus'>;
type LineIn = PurchaseLineInput & { supplierId?: string };

interface PreparedLine {
  input: LineIn;
  sku: PurchaseSku;
  total: string;
  unitPrice: string;
  amount: string;
  splits: { demandId: string | null; quantity: string }[];
}

const field = (i: number, name: string) => `materialsSkus.${i}.${name}`;

/** Sample purchases also need the sample code (样料采购); the route already checked the purchase code. */
function assertModulePermission(ctx: RequestContext, isSample: boolean): void {
  if (isSample && !can(ctx, PurchasePermission.sampleAdd)) throw new AppError(Code.noPermission, NO_PERMISSION);
}

/** Supplier(s), purchaser, storehouse and SKUs must be this unit's; a sample purchase buys only 样料 SKUs. */
async function checkReferences(db: Db, ctx: RequestContext, header: Header, lines: LineIn[]): Promise<Map<string, PurchaseSku>> {
  const isSample = header.belongModule === 1;
  // Refused rather than warned: such a bill is overdue from the day it is made (README, "Invariants").
  if (!isSample && isExpectBeforePurchase(header.datePurchase, header.expectDateEnd))
    throw invalid('expectDateEnd', {
      zh: `预计货期不能早于采购日期（${header.datePurchase}）`,
      en: `the expected delivery date must not be before the purchase date (${header.datePurchase})`,
    });
  const suppliers = await existingSuppliers(db, ctx.unitId, [
    header.supplierId,
    ...lines.map((l) => l.supplierId ?? header.supplierId),
  ]);
  if (!suppliers.has(header.supplierId)) throw supplierNotFound('supplierId');
  lines.forEach((l, i) => {
    if (l.supplierId && !suppliers.has(l.supplierId)) throw supplierNotFound(field(i, 'supplierId'));
  });
  if (!(await isUnitUser(db, ctx.unitId, header.purchaserId))) throw userNotFound('purchaserId');
  if (header.arriveStorehouseId && !(await findStorehouse(db, ctx.unitId, header.arriveStorehouseId)))
    throw storehouseNotFound('arriveStorehouseId');
  const skus = await findPurchaseSkus(
    db,
    ctx.unitId,
    lines.map((l) => l.materialSkuId),
  );
  const seen = new Set<string>();
  lines.forEach((l, i) => {
    const sku = skus.get(l.materialSkuId);
    if (!sku) throw skuNotFound(field(i, 'materialSkuId'));
    if (sku.isStopUse) throw invalid(field(i, 'materialSkuId'), { zh: '物料SKU已停用', en: 'the material SKU is stopped' });
    if (isSample && !sku.isSampleMaterial)
      throw invalid(field(i, 'materialSkuId'), {
        zh: '样料采购单只能采购样料',
        en: 'a sample purchase buys sample materials only',
      });
    const key = `${l.supplierId ?? header.supplierId}:${l.materialSkuId}`;
    if (seen.has(key))
      throw invalid(field(i, 'materialSkuId'), { zh: '同一采购单中物料SKU重复', en: 'the SKU appears twice in one bill' });
    seen.add(key);
    if (sku.purchaseUnit === sku.stockUnit && dec.cmp(l.conversionRate, '1') !== 0)
      throw invalid(field(i, 'conversionRate'), {
        zh: '采购单位与库存单位相同时转化率为1',
        en: 'must be 1 when both units are the same',
      });
  });
  return skus;
}

/** Quantities, price ↔ amount and the split over demand lines (explicit, or top to bottom by waiting). */
async function prepareLines(
  trx: Db,
  ctx: RequestContext,
  lines: LineIn[],
  skus: Map<string, PurchaseSku>,
  excludeBillId?: string,
): Promise<PreparedLine[]> {
  const demandIds = [
    ...new Set(lines.flatMap((l) => [...(l.allocations?.map((a) => a.demandId) ?? []), ...(l.demandIds ?? [])])),
  ];
  await lockDemands(trx, ctx.unitId, demandIds);
  const demands = new Map((await findDemands(trx, ctx.unitId, demandIds, { excludeBillId })).map((d) => [d.id, d]));
  return lines.map((input, i) => {
    const sku = skus.get(input.materialSkuId)!;
    const total = stockQuantity(input.quantity, input.conversionRate);
    const demandOf = (id: string, name: string): PurchaseDemandRow => {
      const d = demands.get(id);
      if (!d) throw invalid(field(i, name), { zh: '采购需求不存在', en: 'purchase demand not found' });
      if (d.materialSkuId !== input.materialSkuId)
        throw invalid(field(i, name), { zh: '采购需求的物料与本行不同', en: 'the demand is for another material SKU' });
      return d;
    };
    let unitPrice = input.unitPrice ?? '0';
    let amount = lineAmount(unitPrice, input.quantity);
    if (input.unitPrice === null && input.amount !== null) {
      unitPrice = backCompute(input.amount, input.quantity, null)?.unitPrice ?? '0';
      amount = input.amount;
    }
    let splits: PreparedLine['splits'];
    if (input.allocations?.length) {
      splits = input.allocations.map((a) => ({
        demandId: demandOf(a.demandId, 'allocations').id,
        quantity: dec.norm(a.quantity),
      }));
      const left = dec.sub(total, dec.sum(splits.map((s) => s.quantity)));
      if (dec.cmp(left, '0') < 0)
        throw invalid(field(i, 'allocations'), { zh: '按单采购数之和超过合计采购', en: 'the split exceeds the line total' });
      if (dec.cmp(left, '0') > 0) splits.push({ demandId: null, quantity: left });
    } else {
      const ordered = (input.demandIds ?? []).map((id) => demandOf(id, 'demandIds'));
      const { allocations, surplus } = allocateTopDown(
        total,
        ordered.map((d) => ({ id: d.id, waiting: d.waitingQuantity })),
      );
      splits = allocations.map((a) => ({ demandId: a.line.id, quantity: a.quantity }));
      if (dec.cmp(surplus, '0') > 0) splits.push({ demandId: null, quantity: surplus });
    }
    return { input, sku, total, unitPrice, amount, splits };
  });
}

/**
 * The bill's lines by difference (a line whose id comes back keeps it; materialsSkus.N.id of another bill: 40001),
 * each line's demand splits written anew.
 */
async function writeLines(trx: Db, ctx: RequestContext, billId: string, prepared: PreparedLine[]): Promise<void> {
  const ids = await repo.saveLines(
    trx,
    ctx.unitId,
    billId,
    prepared.map((p) => ({
      id: p.input.id ?? null,
      materialSkuId: p.input.materialSkuId,
      purchaseUnit: p.sku.purchaseUnit,
      stockUnit: p.sku.stockUnit,
      conversionRate: p.input.conversionRate,
      quantity: p.input.quantity,
      totalQuantity: p.total,
      unitPrice: p.unitPrice,
      amount: p.amount,
      taxRate: p.input.taxRate,
      remark: p.input.remark,
    })),
  );
  await repo.replaceSplits(
    trx,
    ctx.unitId,
    prepared.flatMap((p, i) =>
      p.splits.map((s) => ({ purchaseLineId: ids[i]!, purchaseDemandId: s.demandId, quantity: s.quantity })),
    ),
    ids,
  );
}

function headValues(header: Header, prepared: PreparedLine[]) {
  const isSample = header.belongModule === 1;
  return {
    supplierId: header.supplierId,
    purchaserId: header.purchaserId,
    datePurchase: header.datePurchase,
    expectDateEnd: isSample ? null : (header.expectDateEnd ?? null),
    designStyleNo: isSample ? header.designStyleNo : null,
    arriveStorehouseId: header.arriveStorehouseId ?? null,
    remark: header.remark,
    amount: dec.sum(
      prepared.map((p) => p.amount),
      2,
    ),
  };
}

async function billNumber(trx: Db, ctx: RequestContext, typed: string | null, billType: string, exceptId?: string) {
  if (typed) {
    if (await repo.noTaken(trx, ctx.unitId, typed, exceptId))
      throw duplicate('orderNo', { zh: '采购单号', en: 'Purchase bill no' });
    return typed;
  }
  return allocateNumber(trx, { unitId: ctx.unitId, billType, fallback: defaultRules[billType]! });
}

/** Inside the caller's transaction: one new draft bill. */
async function insertPurchase(trx: Db, ctx: RequestContext, header: Header, lines: LineIn[], skus: Map<string, PurchaseSku>) {
  const def = purchaseBillTypeOf(header.belongModule === 1);
  const prepared = await prepareLines(trx, ctx, lines, skus);
  const no = await billNumber(trx, ctx, header.orderNo, def.type);
  const id = await repo.insertBill(trx, {
    unitId: ctx.unitId,
    isSample: header.belongModule === 1,
    no,
    ...headValues(header, prepared),
    createdBy: ctx.userId,
  });
  await writeLines(trx, ctx, id, prepared);
  await recordBillEvent(trx, ctx, def, { id, billNo: no, status: 0 }, 'CREATE');
  return { id, orderNo: no, supplierId: header.supplierId };
}

export async function createPurchase(db: Db, ctx: RequestContext, input: PurchaseBillInput) {
  assertModulePermission(ctx, input.belongModule === 1);
  const { materialsSkus, ...header } = input;
  const skus = await checkReferences(db, ctx, header, materialsSkus);
  return db.transaction().execute((trx) => insertPurchase(trx, ctx, header, materialsSkus, skus));
}

/** add/batch: one bill per supplier (in the order suppliers first appear), all or nothing. */
export async function createPurchaseBatch(db: Db, ctx: RequestContext, input: PurchaseBatchInput) {
  assertModulePermission(ctx, input.belongModule === 1);
  const { materialsSkus, orderNo: _, ...common } = input;
  const header = { ...common, orderNo: null, supplierId: materialsSkus[0]!.supplierId };
  const skus = await checkReferences(db, ctx, header, materialsSkus);
  const groups = new Map<string, typeof materialsSkus>();
  for (const line of materialsSkus) groups.set(line.supplierId, [...(groups.get(line.supplierId) ?? []), line]);
  return db.transaction().execute(async (trx) => {
    const bills = [];
    for (const [supplierId, lines] of groups) bills.push(await insertPurchase(trx, ctx, { ...header, supplierId }, lines, skus));
    return { bills };
  });
}

/** Re-edit of a draft or rejected bill: the head, and the lines replaced with their new splits. */
export async function updatePurchase(db: Db, ctx: RequestContext, input: PurchaseBillUpdate) {
  const { purchaseId, version, materialsSkus, ...header } = input;
  const current = await repo.findBill(db, ctx.unitId, purchaseId);
  if (!current) throw purchaseNotFound();
  if (current.belongModule !== header.belongModule)
    throw invalid('belongModule', { zh: '不能改变采购单类型', en: 'the kind of purchase cannot change' });
  assertModulePermission(ctx, header.belongModule === 1);
  if (current.cancel) throw new AppError(Code.badState, { zh: '采购单已撤销', en: 'The purchase bill is cancelled' });
  const skus = await checkReferences(db, ctx, header, materialsSkus);
  const def = purchaseBillTypeOf(header.belongModule === 1);
  return db.transaction().execute(async (trx) => {
    const head = await assertEditable(trx, def, ctx, purchaseId);
    const prepared = await prepareLines(trx, ctx, materialsSkus, skus, purchaseId);
    const no = header.orderNo ? await billNumber(trx, ctx, header.orderNo, def.type, purchaseId) : current.orderNo;
    const ok = await repo.updateBill(
      trx,
      ctx.unitId,
      purchaseId,
      { no, ...headValues(header, prepared), updatedBy: ctx.userId },
      version,
    );
    if (!ok)
      throw new AppError(Code.badState, {
        zh: '数据已被他人修改，请刷新后重试',
        en: 'Someone else changed this bill; reload and try again',
      });
    await writeLines(trx, ctx, purchaseId, prepared);
    await recordBillEvent(trx, ctx, def, { id: purchaseId, billNo: no, status: head.status }, 'SAVE');
    return { id: purchaseId, orderNo: no };
  });
}
