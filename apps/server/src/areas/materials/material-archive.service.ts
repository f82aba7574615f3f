import {
  buildMaterialName,
  generateSkus,
  pageOf,
  specNoName,
  type MaterialCustomFieldColumn,
  type MaterialListFilter,
  type MaterialListRow,
} from '@gf/contracts';
import { z } from 'zod';
import { listCustomFields, loadCustomFieldValues } from '../../platform/custom-fields/index.js';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import type { materialRenumberInput } from '@gf/contracts';
import { recordBillEvent } from '../../bills/workflow.service.js';
import * as kindRepo from './material-kind.repository.js';
import { getKind } from './material-kind.service.js';
import * as skuRepo from './material-sku.repository.js';
import { requireSpecs } from './material-spec.service.js';
import { materialBillType } from './material.bill-type.js';
import * as repo from './material.repository.js';
import { nextFreeMaterialNo, requireColors } from './material.service.js';

const MATERIAL_ENTITY = 'COMMON_MATERIALS';

/** A kind filter covers the kind's children too (kinds are a tree). */
async function withDescendants(db: Db, ctx: RequestContext, kindIds: string[] | undefined): Promise<string[] | undefined> {
  if (!kindIds?.length) return kindIds;
  const all = await kindRepo.allKinds(db, ctx);
  const out = new Set(kindIds);
  let grew = true;
  while (grew) {
    grew = false;
    for (const k of all)
      if (k.parentId && out.has(k.parentId) && !out.has(k.id)) {
        out.add(k.id);
        grew = true;
      }
  }
  return [...out];
}

export async function toFilter(db: Db, ctx: RequestContext, f: MaterialListFilter): Promise<repo.ListFilter> {
  return {
    keyword: f.keyword,
    kindIds: await withDescendants(db, ctx, f.materialKindsFilters),
    supplierIds: f.suppliersFilters,
    statuses: (f.statuses ?? f.reviewStatus)?.filter((s) => s !== 7),
    stopUse: f.stopUse,
    sampleMaterial: f.sampleMaterial,
    materialId: f.materialId,
    styleIds: f.styleIds,
    createdFrom: f.createStartTimeStampFilter ? new Date(f.createStartTimeStampFilter) : undefined,
    createdTo: f.createEndTimeStampFilter ? new Date(f.createEndTimeStampFilter) : undefined,
  };
}

/** listMaterials: one row per SKU (a material without SKUs shows once), newest materials first. */
export async function listMaterials(
  db: Db,
  ctx: RequestContext,
  input: MaterialListFilter & { pageNo?: number | undefined; pageNum?: number | undefined; pageSize: number },
) {
  const { pageNo, pageSize, offset } = pageOf(input);
  const page = await repo.pageRows(db, ctx.unitId, await toFilter(db, ctx, input), pageSize, offset);
  const [list, customFieldColumns] = await Promise.all([
    withCustomFieldText(db, ctx, page.list),
    materialCustomFieldColumns(db, ctx),
  ]);
  return { ...page, list, pageNo, pageSize, customFieldColumns };
}

/** The most fixed-material SKUs a new BOM starts with (a factory keeps a handful: labels, tags, bags). */
const FIXED_LIMIT = 200;

/**
 * defaultMaterialsSkus: the SKUs of the materials flagged 固定物料 — reviewed, in use — with 标准用量 and 默认损耗, which
 * a new BOM starts with (the reference's "all fixed materials when creating a BOM"), oldest material first.
 */
export async function fixedMaterialSkus(db: Db, ctx: RequestContext) {
  const page = await repo.pageRows(
    db,
    ctx.unitId,
    { fixedMaterials: true, stopUse: false, statuses: [2], onlySkus: true },
    FIXED_LIMIT,
    0,
  );
  return { commonMaterialsSkuList: [...page.list].reverse() };
}

/** The enabled custom fields of the materials, in their order: one list / export column each. */
export async function materialCustomFieldColumns(db: Db, ctx: RequestContext): Promise<MaterialCustomFieldColumn[]> {
  const fields = await listCustomFields(db, ctx, MATERIAL_ENTITY);
  return fields.map((f) => ({ id: f.customFieldId, name: f.customFieldName }));
}

/** Rows with `customFields` (field id -> display text), loaded in one call for all the rows' materials. */
export async function withCustomFieldText(db: Db, ctx: RequestContext, rows: MaterialListRow[]): Promise<MaterialListRow[]> {
  const values = await loadCustomFieldValues(db, ctx, MATERIAL_ENTITY, [...new Set(rows.map((r) => r.materialId))]);
  return rows.map((r) => ({
    ...r,
    customFields: Object.fromEntries((values.get(r.materialId) ?? []).map((v) => [v.customFieldId, v.displayValue])),
  }));
}

export async function judgeRepeatNo(db: Db, ctx: RequestContext, no: string, selfId?: string) {
  const id = await repo.findIdByNo(db, ctx.unitId, no);
  const taken = Boolean(id && id !== selfId);
  return { exists: taken, id: taken ? id! : null };
}

/** previewMaterialsName: the name 自动生成物料名称 would give. */
export async function previewName(
  db: Db,
  ctx: RequestContext,
  input: { kindId: string; composition: string | null; specificationsId?: string | null | undefined; colorName: string | null },
) {
  const kind = await getKind(db, ctx, input.kindId);
  const spec = input.specificationsId
    ? (await requireSpecs(db, ctx, [input.specificationsId], () => 'specificationsId')).get(input.specificationsId)
    : null;
  return {
    name: buildMaterialName({
      kindName: kind.name,
      composition: input.composition,
      specification: spec,
      colorName: input.colorName,
    }),
  };
}

/** generateSkus: colours × specifications, skipping pairs already present. */
export async function defaultSkus(
  db: Db,
  ctx: RequestContext,
  input: {
    colors: { colorId: string | null; colorName: string }[];
    specificationsIds: string[];
    existing: { colorId?: string | null | undefined; colorName?: string | null | undefined; specificationsId: string }[];
  },
) {
  await requireColors(
    db,
    ctx,
    input.colors.map((c) => c.colorId),
    (i) => `colors.${i}.colorId`,
  );
  const specs = await requireSpecs(db, ctx, input.specificationsIds, (i) => `specificationsIds.${i}`);
  return generateSkus(input.colors, input.specificationsIds, input.existing).map((seed) => {
    const spec = specs.get(seed.specificationsId);
    return { ...seed, specNo: spec?.no ?? '', specRemark: spec?.remark ?? null, specNoName: specNoName(spec?.no, spec?.remark) };
  });
}

const RENUMBER_LIMIT = 2000;

/**
 * updateMaterialsNos (重编号): the listed materials (or all the filter finds, at most 2000) take fresh
 * numbers from the numbering rule, oldest first; with updateMaterialsName their names are rebuilt too.
 * One transaction: all or nothing. Each material's history records the change.
 */
export async function renumberMaterials(db: Db, ctx: RequestContext, input: z.output<typeof materialRenumberInput>) {
  const ids = input.ids?.length
    ? [...new Set(input.ids)]
    : await repo.materialIds(db, ctx.unitId, await toFilter(db, ctx, input), RENUMBER_LIMIT);
  return db.transaction().execute(async (trx) => {
    const changed: { id: string; oldNo: string; commonMaterialsNo: string; name: string }[] = [];
    for (const id of ids) {
      const head = await repo.findHead(trx, ctx.unitId, id);
      if (!head) continue;
      const no = await nextFreeMaterialNo(trx, ctx, head.kindNo);
      let name = head.name;
      if (input.updateMaterialsName) {
        const first = (await skuRepo.skusOfMaterial(trx, ctx.unitId, id))[0];
        name =
          buildMaterialName({
            kindName: head.kindName,
            composition: head.composition,
            specification: first ? { no: first.specNo, remark: first.specRemark } : null,
            colorName: first?.colorName,
          }) || head.name;
      }
      await repo.setNoAndName(trx, ctx.unitId, ctx.userId, id, no, name);
      await recordBillEvent(trx, ctx, materialBillType, { id, billNo: no, status: head.status }, 'SAVE');
      changed.push({ id, oldNo: head.no, commonMaterialsNo: no, name });
    }
    return { updated: changed.length, list: changed };
  });
}
