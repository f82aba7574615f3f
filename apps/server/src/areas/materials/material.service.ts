import {
  billStatusLabels,
  buildMaterialName,
  Code,
  type DeleteCheck,
  type MaterialAdd,
  type MaterialDetail,
  type MaterialEdit,
  type MaterialSpecRow,
} from '@gf/contracts';
import type { BillRegistry } from '../../bills/registry.js';
import { findReviewConfig, isReviewInUse } from '../../bills/review-config.repository.js';
import { applyAntiReview, assertEditable, deleteBill, recordBillEvent, submitBill } from '../../bills/workflow.service.js';
import { loadCustomFieldValues, saveCustomFieldValues, validateCustomFieldValues } from '../../platform/custom-fields/index.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, badState, duplicate, invalid, notFound } from '../../platform/http/errors.js';
import { allocateNumber } from '../../platform/numbering/numbering.service.js';
import { registerNumberRule } from '../../platform/numbering/number-rule-registry.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { colorsByIds } from '../attributes/index.js';
import { findSupplier } from '../partners/index.js';
import { offerMaterialImportIfElsewhere } from './material-import-offer.service.js';
import { assertKindAttrsFilled } from './material-kind-attr.service.js';
import { getKind } from './material-kind.service.js';
import * as skuRepo from './material-sku.repository.js';
import { checkPictures, picturesOfMaterial, savePictures } from './material-picture.service.js';
import { notFoundAt, requireSpecs } from './material-spec.service.js';
import { checkStyleIds, linkedStyles, saveStyleLinks } from './material-style.service.js';
import { resolveSkuUnits, type UnitResolvedSku } from './material-unit.service.js';
import { skuUsages } from './material-usage.js';
import { materialBillType, MATERIAL_BILL_TYPE } from './material.bill-type.js';
import * as repo from './material.repository.js';

/** Default numbering rule of material numbers; a unit's own rule may use the kind's number as attribute kindNo. */
registerNumberRule({
  billType: MATERIAL_BILL_TYPE,
  kind: 'ARCHIVE',
  zh: '物料编号',
  en: 'Material number',
  segments: [
    { type: 'TEXT', value: 'WL' },
    { type: 'SERIAL', length: 6, reset: 'NEVER' },
  ],
  attributes: [{ key: 'kindNo', zh: '物料分类号', en: 'Kind number', sample: 'ML' }],
});
const materialText = { zh: '物料', en: 'Material' };
export const materialNotFound = () => notFound(materialText);

export async function getMaterialDetail(db: Db, ctx: RequestContext, id: string): Promise<MaterialDetail> {
  const head = await repo.findHead(db, ctx.unitId, id);
  if (!head) throw materialNotFound();
  const [skus, custom, pictures, goodsStyleList] = await Promise.all([
    skuRepo.skusOfMaterial(db, ctx.unitId, id),
    loadCustomFieldValues(db, ctx, MATERIAL_BILL_TYPE, [id]),
    picturesOfMaterial(db, ctx, id),
    linkedStyles(db, ctx, id),
  ]);
  const status = billStatusLabels[head.status] ?? { zh: String(head.status), en: String(head.status) };
  return {
    id: head.id,
    commonMaterialsNo: head.no,
    name: head.name,
    kindId: head.materialKindId,
    kindNo: head.kindNo,
    kindName: head.kindName,
    composition: head.composition,
    width: head.width,
    weight: head.weight,
    remark: head.remark,
    status: head.status,
    reviewStatusText: status[ctx.lang],
    version: head.version,
    createdByName: head.createdByName,
    createdAt: new Date(head.createdAt).toISOString(),
    updatedAt: new Date(head.updatedAt).toISOString(),
    commonMaterialsSkuList: skus,
    customFields: custom.get(id) ?? [],
    pictures,
    goodsStyleList,
  };
}

/** getMaterialPicture: the pictures alone; another factory's material answers 40402. */
export async function getMaterialPictures(db: Db, ctx: RequestContext, id: string) {
  if (!(await repo.findHead(db, ctx.unitId, id))) throw materialNotFound();
  return picturesOfMaterial(db, ctx, id);
}

export async function nextFreeMaterialNo(trx: Db, ctx: RequestContext, kindNo: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const no = await allocateNumber(trx, {
      unitId: ctx.unitId,
      billType: MATERIAL_BILL_TYPE,
      attributes: { kindNo },
    });
    if (!(await repo.findIdByNo(trx, ctx.unitId, no))) return no;
  }
  throw new AppError(Code.duplicate, {
    zh: '自动编号已被占用，请手动填写物料款号',
    en: 'Generated numbers are taken; please enter a number',
  });
}

/** Every reference in the form exists in this factory: kind, specifications, colours, units, suppliers. */
async function checkReferences(db: Db, ctx: RequestContext, input: MaterialAdd) {
  const kind = await getKind(db, ctx, input.kindId).catch(() => {
    throw notFoundAt('kindId', { zh: '物料分类', en: 'Material kind' });
  });
  const specs = await requireSpecs(
    db,
    ctx,
    input.skus.map((s) => s.specificationsId),
    (i) => `skus.${i}.specificationsId`,
  );
  await requireColors(
    db,
    ctx,
    input.skus.map((s) => s.colorId),
    (i) => `skus.${i}.colorId`,
  );
  const supplierIds = new Map<string, string>();
  input.skus.forEach((sku, i) =>
    sku.suppliers.forEach((l, j) => supplierIds.set(l.supplierId, `skus.${i}.suppliers.${j}.supplierId`)),
  );
  for (const [supplierId, field] of supplierIds) {
    if (!(await findSupplier(db, ctx.unitId, { id: supplierId }))) throw notFoundAt(field, { zh: '供应商', en: 'Supplier' });
  }
  const skus = await resolveSkuUnits(db, ctx, input.skus);
  return { kind, specs, skus };
}

/** Colour ids (optional beside the free-text colour name) must be colours of this factory's library. */
export async function requireColors(db: Db, ctx: RequestContext, ids: (string | null)[], field: (index: number) => string) {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return;
  const found = new Set((await colorsByIds(db, ctx.unitId, wanted)).filter((c) => c.type === 'COLOR').map((c) => c.id));
  const missing = ids.findIndex((id) => id && !found.has(id));
  if (missing >= 0) throw notFoundAt(field(missing), { zh: '颜色', en: 'Colour' });
}

function nameOf(input: MaterialAdd, kindName: string, specs: Map<string, MaterialSpecRow>): string {
  if (!input.autoName && input.name) return input.name;
  const first = input.skus[0];
  return buildMaterialName({
    kindName,
    composition: input.composition,
    specification: first ? specs.get(first.specificationsId) : null,
    colorName: first?.colorName,
  });
}

async function assertNoFree(db: Db, ctx: RequestContext, no: string | null, selfId?: string): Promise<void> {
  if (!no) return;
  const same = await repo.findIdByNo(db, ctx.unitId, no);
  if (same && same !== selfId) throw duplicate('no', { zh: '物料款号', en: 'Material number' });
}

async function writeSkus(trx: Db, ctx: RequestContext, materialId: string, skus: UnitResolvedSku[]): Promise<void> {
  const existing = new Set(await skuRepo.liveSkuIdsOfMaterial(trx, ctx.unitId, materialId));
  skus.forEach((s, i) => {
    if (s.id && !existing.has(s.id))
      throw invalid(`skus.${i}.id`, { zh: 'SKU不属于该物料', en: 'the SKU is not one of this material' });
  });
  const kept = new Set(skus.flatMap((s) => (s.id ? [s.id] : [])));
  const removed = [...existing].filter((id) => !kept.has(id));
  const used = await skuUsages(trx, ctx.unitId, removed);
  if (used.length)
    throw new AppError(
      Code.inUse,
      { zh: `有 ${used.length} 处使用了要删除的SKU，不能删除`, en: `The SKUs to remove are used in ${used.length} places` },
      { usages: used },
    );
  await skuRepo.deleteSkus(trx, ctx.unitId, removed);
  // Updates before inserts, so a SKU that changes colour frees its pair for a new row.
  for (const [i, sku] of skus.entries()) if (sku.id) await skuRepo.updateSku(trx, ctx.unitId, materialId, sku.id, sku, i);
  for (const [i, sku] of skus.entries()) {
    const id = sku.id ?? (await skuRepo.insertSku(trx, ctx.unitId, materialId, sku, i));
    await skuRepo.replaceSkuSuppliers(trx, ctx.unitId, id, sku.suppliers);
  }
}

/** addMaterials: a draft material with its SKUs and supplier prices; a blank number is generated. */
export async function createMaterial(
  db: Db,
  ctx: RequestContext,
  input: MaterialAdd,
): Promise<{ id: string; commonMaterialsNo: string }> {
  const { kind, specs, skus } = await checkReferences(db, ctx, input);
  await checkPictures(db, ctx, input);
  await assertNoFree(db, ctx, input.no);
  await offerMaterialImportIfElsewhere(db, ctx, input.no);
  const custom = await validateCustomFieldValues(db, ctx, MATERIAL_BILL_TYPE, input.customFields, { lang: ctx.lang });
  await assertKindAttrsFilled(db, ctx, kind.id, input.customFields);
  const styleIds = await checkStyleIds(db, ctx, input.styleIds);
  return db.transaction().execute((trx) => insertDraft(trx, ctx, { kind, specs, skus, input: { ...input, styleIds }, custom }));
}

/** Writes a checked new material (head, SKUs, suppliers, custom values, history) with the caller's trx. */
export async function insertDraft(
  trx: Db,
  ctx: RequestContext,
  checked: {
    kind: { id: string; no: string; name: string };
    specs: Map<string, MaterialSpecRow>;
    /** The input's SKUs with their units resolved (resolveSkuUnits). */
    skus: UnitResolvedSku[];
    input: MaterialAdd;
    custom?: Awaited<ReturnType<typeof validateCustomFieldValues>>;
  },
): Promise<{ id: string; commonMaterialsNo: string }> {
  const { kind, specs, skus, input, custom } = checked;
  const no = input.no ?? (await nextFreeMaterialNo(trx, ctx, kind.no));
  const id = await repo.insertMaterial(trx, ctx.unitId, ctx.userId, {
    no,
    name: nameOf(input, kind.name, specs),
    materialKindId: kind.id,
    composition: input.composition,
    width: input.width,
    weight: input.weight,
    remark: input.remark,
  });
  await writeSkus(trx, ctx, id, skus);
  await savePictures(trx, ctx, id, input);
  if (custom) await saveCustomFieldValues(trx, ctx.unitId, id, custom);
  if (input.styleIds) await saveStyleLinks(trx, ctx.unitId, id, input.styleIds);
  await recordBillEvent(trx, ctx, materialBillType, { id, billNo: no, status: 0 }, 'CREATE');
  return { id, commonMaterialsNo: no };
}

/** editMaterials: only a draft or rejected material (the engine's assertEditable). */
export async function editMaterial(
  db: Db,
  ctx: RequestContext,
  input: MaterialEdit,
): Promise<{ id: string; commonMaterialsNo: string }> {
  if (!(await repo.findHead(db, ctx.unitId, input.id))) throw materialNotFound();
  const { kind, specs, skus } = await checkReferences(db, ctx, input);
  await checkPictures(db, ctx, input);
  await assertNoFree(db, ctx, input.no, input.id);
  const custom = await validateCustomFieldValues(db, ctx, MATERIAL_BILL_TYPE, input.customFields, { lang: ctx.lang });
  await assertKindAttrsFilled(db, ctx, kind.id, input.customFields);
  const styleIds = await checkStyleIds(db, ctx, input.styleIds);
  return db.transaction().execute(async (trx) => {
    const head = await assertEditable(trx, materialBillType, ctx, input.id);
    const no = input.no ?? head.billNo ?? (await nextFreeMaterialNo(trx, ctx, kind.no));
    const fields = {
      no,
      name: nameOf(input, kind.name, specs),
      materialKindId: kind.id,
      composition: input.composition,
      width: input.width,
      weight: input.weight,
      remark: input.remark,
    };
    if (!(await repo.updateMaterial(trx, ctx.unitId, ctx.userId, input.id, input.version, fields)))
      throw badState({ zh: '数据已被他人修改，请刷新后重试', en: 'Someone else changed this material; reload and try again' });
    await writeSkus(trx, ctx, input.id, skus);
    await savePictures(trx, ctx, input.id, input);
    await saveCustomFieldValues(trx, ctx.unitId, input.id, custom);
    if (styleIds) await saveStyleLinks(trx, ctx.unitId, input.id, styleIds);
    await recordBillEvent(trx, ctx, materialBillType, { id: input.id, billNo: no, status: head.status }, 'SAVE');
    return { id: input.id, commonMaterialsNo: no };
  });
}

const editableStatuses = [0, 4];

/** checkMaterialsIsEdit: whether the material may be edited now, and why not. */
export async function checkIsEdit(db: Db, ctx: RequestContext, id: string) {
  const head = await repo.findHead(db, ctx.unitId, id);
  if (!head) throw materialNotFound();
  const isEdit = editableStatuses.includes(head.status);
  const label = billStatusLabels[head.status] ?? { zh: String(head.status), en: String(head.status) };
  const reason = isEdit
    ? null
    : head.status === 2
      ? { zh: '物料已审核，请先申请反审', en: 'The material is reviewed; apply for anti-review first' }
      : { zh: `物料当前状态为「${label.zh}」，不能编辑`, en: `The material is ${label.en.toLowerCase()} and cannot be edited` };
  return { isEdit, status: head.status, reason: reason ? reason[ctx.lang] : null };
}

/** deleteMaterial: a draft whose SKUs nothing uses (soft delete through the engine, audited). */
export async function deleteMaterial(db: Db, bills: BillRegistry, ctx: RequestContext, id: string): Promise<void> {
  if (!(await repo.findHead(db, ctx.unitId, id))) throw materialNotFound();
  const used = await skuUsages(db, ctx.unitId, await skuRepo.liveSkuIdsOfMaterial(db, ctx.unitId, id));
  if (used.length)
    throw new AppError(
      Code.inUse,
      { zh: `物料的SKU已被使用 ${used.length} 处，不能删除`, en: `The material's SKUs are used in ${used.length} places` },
      { usages: used } satisfies Partial<DeleteCheck>,
    );
  await deleteBill({ db, bills }, ctx, MATERIAL_BILL_TYPE, id);
}

/**
 * uflo/common/materials/undo-review (result, id), for factories without a review config: result true is
 * 生成档案 (the draft becomes effective), false is 申请驳回 (a reviewed material goes back to draft).
 */
export async function undoReview(
  db: Db,
  bills: BillRegistry,
  ctx: RequestContext,
  id: string,
  result: boolean,
  message?: string,
) {
  if (isReviewInUse(await findReviewConfig(db, ctx.unitId, MATERIAL_BILL_TYPE)))
    throw badState({
      zh: '物料档案已配置审核，请使用提报或申请反审',
      en: 'Materials are under review; use submit or apply for anti-review',
    });
  const deps = { db, bills };
  if (result) return submitBill(deps, ctx, MATERIAL_BILL_TYPE, id);
  return applyAntiReview(deps, ctx, MATERIAL_BILL_TYPE, id, message || (ctx.lang === 'en' ? 'Rejected' : '申请驳回'));
}
