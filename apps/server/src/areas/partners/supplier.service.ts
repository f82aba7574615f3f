import { Code, pageOf, type SupplierInsert, type SupplierRow, type SupplierUpdate } from '@gf/contracts';
import type { BillRegistry } from '../../bills/registry.js';
import { assertEditable, deleteBill, recordBillEvent } from '../../bills/workflow.service.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, duplicate, notFound } from '../../platform/http/errors.js';
import { registerNumberRule } from '../../platform/numbering/number-rule-registry.js';
import { assertRegion } from '../../platform/regions/index.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { supplierBillType, SUPPLIER_BILL_TYPE } from './supplier.bill-type.js';
import * as repo from './supplier.repository.js';
import { relatedUsages } from './supplier-usage.js';
import { nextFreeCode } from './partner-code.service.js';
import { offerImportIfElsewhere } from './partner-import-offer.service.js';

registerNumberRule({
  billType: SUPPLIER_BILL_TYPE,
  kind: 'ARCHIVE',
  zh: '物料供应商编号',
  en: 'Supplier code',
  segments: [
    { type: 'TEXT', value: 'GYS' },
    { type: 'SERIAL', length: 5, reset: 'NEVER' },
  ],
});
const what = { name: { zh: '供应商名称', en: 'Supplier name' }, code: { zh: '供应商编号', en: 'Supplier code' } };
const supplierNotFound = () => notFound({ zh: '供应商', en: 'Supplier' });

export async function pageSupplierList(
  db: Db,
  ctx: RequestContext,
  input: repo.SupplierFilter & { pageNo?: number | undefined; pageNum?: number | undefined; pageSize: number },
) {
  const { pageNo, pageSize, offset } = pageOf(input);
  // Status 6 exists only as a computed state; "full mode" 7 asks for it and is accepted without effect.
  const statuses = input.statuses?.filter((s) => s !== 7);
  const page = await repo.pageSuppliers(db, ctx.unitId, { ...input, statuses }, pageSize, offset);
  return { ...page, pageNo, pageSize };
}

export async function getSupplier(
  db: Db,
  ctx: RequestContext,
  by: { id?: string | undefined; code?: string | undefined },
): Promise<SupplierRow> {
  const row = await repo.findSupplier(db, ctx.unitId, by);
  if (!row) throw supplierNotFound();
  return row;
}

async function assertUnique(
  db: Db,
  ctx: RequestContext,
  input: { name: string; code: string | null },
  selfId?: string,
): Promise<void> {
  const sameName = await repo.findByName(db, ctx.unitId, input.name);
  if (sameName && sameName !== selfId) throw duplicate('name', what.name);
  if (input.code) {
    const sameCode = await repo.findByCode(db, ctx.unitId, input.code);
    if (sameCode && sameCode !== selfId) throw duplicate('code', what.code);
  }
}

export const nextSupplierCode = (trx: Db, ctx: RequestContext) =>
  nextFreeCode(trx, ctx.unitId, SUPPLIER_BILL_TYPE, async (code) => Boolean(await repo.findByCode(trx, ctx.unitId, code)));

export async function createSupplier(db: Db, ctx: RequestContext, input: SupplierInsert): Promise<{ id: string; code: string }> {
  assertRegion(input);
  await assertUnique(db, ctx, input);
  await offerImportIfElsewhere(db, ctx, 'supplier', input.name);
  return db.transaction().execute(async (trx) => {
    const code = input.code ?? (await nextSupplierCode(trx, ctx));
    const { id } = await repo.insertSupplier(trx, ctx.unitId, ctx.userId, { ...input, code });
    await recordBillEvent(trx, ctx, supplierBillType, { id, billNo: code, status: 0 }, 'CREATE');
    return { id, code };
  });
}

export async function updateSupplierRecord(
  db: Db,
  ctx: RequestContext,
  input: SupplierUpdate,
): Promise<{ id: string; code: string }> {
  const { id, version, ...fields } = input;
  assertRegion(fields);
  await assertUnique(db, ctx, fields, id);
  return db.transaction().execute(async (trx) => {
    const head = await assertEditable(trx, supplierBillType, ctx, id);
    const code = fields.code ?? head.billNo ?? (await nextSupplierCode(trx, ctx));
    const updated = await repo.updateSupplier(trx, ctx.unitId, ctx.userId, id, version, { ...fields, code });
    if (!updated)
      throw new AppError(Code.badState, {
        zh: '数据已被他人修改，请刷新后重试',
        en: 'Someone else changed this supplier; reload and try again',
      });
    await recordBillEvent(trx, ctx, supplierBillType, { id, billNo: code, status: head.status }, 'SAVE');
    return { id, code };
  });
}

export async function relatedMaterials(db: Db, ctx: RequestContext, supplierId: string) {
  await getSupplier(db, ctx, { id: supplierId });
  const list = await relatedUsages(db, ctx.unitId, supplierId);
  return { list, totalCount: list.length };
}

/** Delete: only drafts, and only when no material SKU uses the supplier. */
export async function removeSupplier(db: Db, bills: BillRegistry, ctx: RequestContext, supplierId: string): Promise<void> {
  const related = await relatedMaterials(db, ctx, supplierId);
  if (related.totalCount > 0) {
    throw new AppError(
      Code.inUse,
      {
        zh: `该供应商已被 ${related.totalCount} 个物料SKU使用，不能删除`,
        en: `${related.totalCount} material SKUs use this supplier; it cannot be deleted`,
      },
      related,
    );
  }
  await deleteBill({ db, bills }, ctx, SUPPLIER_BILL_TYPE, supplierId);
}
