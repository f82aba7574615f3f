import {
  pageOf,
  specNoName,
  type BomRowInput,
  type BomTemplateCreate,
  type BomTemplateDetail,
  type BomTemplateListRow,
  type BomTemplateRowInput,
  type Page,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { duplicate, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { notFoundAt } from './bom-row-check.service.js';
import * as rowRepo from './bom-row.repository.js';
import * as repo from './bom-template.repository.js';

export const templateNotFound = () => notFound({ zh: 'BOM模板', en: 'BOM template' });
const templateName = { zh: '模板名称', en: 'Template name' };

type Head = NonNullable<Awaited<ReturnType<typeof repo.findTemplate>>>;
const toListRow = (h: Head): BomTemplateListRow => ({
  id: h.id,
  name: h.name,
  remark: h.remark,
  rowCount: Number(h.rowCount ?? 0),
  createdByName: h.createdByName,
  createdAt: new Date(h.createdAt).toISOString(),
  updatedAt: new Date(h.updatedAt).toISOString(),
});

export async function listTemplates(
  db: Db,
  ctx: RequestContext,
  q: {
    keyword?: string | undefined;
    name?: string | undefined;
    pageNo?: number | undefined;
    pageNum?: number | undefined;
    pageSize: number;
  },
): Promise<Page<BomTemplateListRow>> {
  const { pageNo, pageSize, offset } = pageOf(q);
  const { rows, totalCount } = await repo.pageTemplates(db, ctx, { keyword: q.keyword ?? q.name }, offset, pageSize);
  return { list: rows.map(toListRow), totalCount, pageNo, pageSize };
}

/** dropDownList: [{ value, label }] of the factory's templates. */
export async function templateOptions(db: Db, ctx: RequestContext, keyword?: string) {
  const { rows } = await repo.pageTemplates(db, ctx, { keyword }, 0, 500);
  return rows.map((r) => ({ value: r.id, label: r.name }));
}

export async function getTemplate(db: Db, ctx: RequestContext, id: string): Promise<BomTemplateDetail> {
  const head = await repo.findTemplate(db, ctx, id);
  if (!head) throw templateNotFound();
  const rows = await repo.templateRows(db, ctx, [id]);
  return {
    ...toListRow(head),
    rows: rows.map((r) => ({
      id: r.id,
      sort: r.sort,
      materialSkuId: r.materialSkuId,
      materialId: r.materialId,
      materialsNo: r.materialsNo,
      materialsName: r.materialsName,
      kindName: r.kindName,
      colorName: r.colorName,
      specNoName: specNoName(r.specNo, r.specRemark),
      stockUnit: r.stockUnit,
      singleDosage: r.singleDosage,
      lossRate: r.lossRate,
      isMain: r.isMain,
      partName: r.partName,
      supplierId: r.supplierId,
      supplierName: r.supplierName,
      planCost: r.planCost,
      remark: r.remark,
    })),
  };
}

/** Every material SKU and supplier the rows name exists in this factory (40402 naming the first wrong one). */
export async function checkTemplateRows(db: Db, ctx: RequestContext, rows: BomTemplateRowInput[]): Promise<void> {
  const skus = new Map(
    (
      await rowRepo.materialSkusByIds(
        db,
        ctx,
        rows.map((r) => r.materialSkuId),
      )
    ).map((s) => [s.id, s]),
  );
  const suppliers = new Set(
    (
      await rowRepo.suppliersByIds(
        db,
        ctx,
        rows.flatMap((r) => (r.supplierId ? [r.supplierId] : [])),
      )
    ).map((s) => s.id),
  );
  rows.forEach((r, i) => {
    const s = skus.get(r.materialSkuId);
    if (!s || s.isDeleted || s.materialIsDeleted)
      throw notFoundAt(`rows.${i}.materialSkuId`, { zh: '物料SKU', en: 'Material SKU' });
    if (r.supplierId && !suppliers.has(r.supplierId)) throw notFoundAt(`rows.${i}.supplierId`, { zh: '供应商', en: 'Supplier' });
  });
}

/** Writes a checked template with the caller's transaction (the form and the Excel import). */
export async function insertTemplate(trx: Db, ctx: RequestContext, input: BomTemplateCreate): Promise<string> {
  const id = await repo.insertTemplate(trx, ctx, { name: input.name, remark: input.remark });
  await repo.replaceTemplateRows(trx, ctx, id, input.rows);
  return id;
}

export async function createTemplate(db: Db, ctx: RequestContext, input: BomTemplateCreate): Promise<{ id: string }> {
  await checkTemplateRows(db, ctx, input.rows);
  if (await repo.findTemplateIdByName(db, ctx, input.name)) throw duplicate('name', templateName);
  return { id: await db.transaction().execute((trx) => insertTemplate(trx, ctx, input)) };
}

export async function updateTemplate(db: Db, ctx: RequestContext, id: string, input: BomTemplateCreate): Promise<{ id: string }> {
  if (!(await repo.findTemplate(db, ctx, id))) throw templateNotFound();
  await checkTemplateRows(db, ctx, input.rows);
  if (await repo.findTemplateIdByName(db, ctx, input.name, id)) throw duplicate('name', templateName);
  await db.transaction().execute(async (trx) => {
    if (!(await repo.lockTemplate(trx, ctx, id))) throw templateNotFound();
    await repo.updateTemplate(trx, ctx, id, { name: input.name, remark: input.remark });
    await repo.replaceTemplateRows(trx, ctx, id, input.rows);
  });
  return { id };
}

export async function deleteTemplate(db: Db, ctx: RequestContext, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await repo.lockTemplate(trx, ctx, id))) throw templateNotFound();
    await repo.softDeleteTemplate(trx, ctx, id);
  });
}

/**
 * A template's rows as BOM rows for every colour, size and length (a BOM started from the template); a row's 部位
 * becomes the style's part of that name (none when the style has no such part).
 */
export async function templateRowsAsBomRows(
  db: Db,
  ctx: RequestContext,
  templateId: string,
  parts: readonly { id: string; name: string }[],
): Promise<BomRowInput[]> {
  if (!(await repo.findTemplate(db, ctx, templateId))) throw notFoundAt('templateId', { zh: 'BOM模板', en: 'BOM template' });
  return (await repo.templateRows(db, ctx, [templateId])).map((r) => ({
    materialSkuId: r.materialSkuId,
    singleDosage: r.singleDosage,
    sizeDosages: [],
    lossRate: r.lossRate,
    styleColorIdList: null,
    styleSizeIdList: null,
    styleStandardIdList: null,
    colorMappings: [],
    isMain: r.isMain,
    partId: parts.find((p) => r.partName !== null && p.name === r.partName)?.id ?? null,
    supplierId: r.supplierId,
    planCost: r.planCost,
    remark: r.remark,
  }));
}

/** Duplicate-name check: is the name taken by another live template of the factory (any case)? */
export async function checkTemplateName(db: Db, ctx: RequestContext, name: string, selfId?: string) {
  const id = await repo.findTemplateIdByName(db, ctx, name, selfId);
  return { exists: Boolean(id), id };
}
