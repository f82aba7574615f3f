import {
  billStatusLabels,
  decimalString,
  MATERIAL_NAME_MAX,
  optionalDecimal,
  type MaterialAdd,
  type MaterialListRow,
  type MaterialSpecRow,
} from '@gf/contracts';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.js';
import { keysetBatches, type ExportDefinition, type ImportDefinition, type RowError } from '../../platform/excel/index.js';
import { pick } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { viewOf } from '../attributes/index.js';
import { findSupplier } from '../partners/index.js';
import { findMeasureUnitsByNames, type MeasureUnitRecord } from '../units/index.js';
import { materialCustomFieldColumns, toFilter, withCustomFieldText } from './material-archive.service.js';
import * as kindRepo from './material-kind.repository.js';
import * as specRepo from './material-spec.repository.js';
import { resolveSkuUnits } from './material-unit.service.js';
import { insertDraft } from './material.service.js';
import * as repo from './material.repository.js';

// 从Excel导入 / 导出物料 on the platform's Excel capability. One sheet row is one SKU; rows with the same
// 物料款号 (or, when blank, the same 物料名称) form one material, created as a draft.

const h = {
  kindNo: { zh: '物料分类号', en: 'Kind no' },
  no: { zh: '物料款号', en: 'Material no' },
  name: { zh: '物料名称', en: 'Material name' },
  composition: { zh: '成分', en: 'Composition' },
  colorName: { zh: '颜色', en: 'Colour' },
  specNo: { zh: '规格号', en: 'Specification no' },
  stockUnit: { zh: '库存单位', en: 'Stock unit' },
  purchaseUnit: { zh: '采购单位', en: 'Purchase unit' },
  conversionRate: { zh: '参考转化率', en: 'Conversion rate' },
  defaultDosage: { zh: '标准用量', en: 'Standard dosage' },
  mlossRate: { zh: '默认损耗', en: 'Default loss' },
  remark: { zh: '备注', en: 'Remark' },
  supplierCode: { zh: '供应商编号', en: 'Supplier code' },
  supplierStyleNo: { zh: '供应商款号', en: 'Supplier style no' },
  supplierColorNo: { zh: '供应商色号', en: 'Supplier colour no' },
  planCost: { zh: '参考价', en: 'Reference price' },
  excludingTaxPrice: { zh: '不含税价', en: 'Price excl. tax' },
};
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : null));
const required = (max: number) => z.string().trim().min(1).max(max);

const rowSchema = {
  kindNo: required(8),
  no: text(30),
  name: required(MATERIAL_NAME_MAX),
  composition: text(100),
  colorName: required(20),
  specNo: required(8),
  stockUnit: required(10),
  purchaseUnit: text(10),
  conversionRate: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || '1')
    .pipe(decimalString({ scale: 4, positive: true })),
  defaultDosage: optionalDecimal({ scale: 4 }),
  mlossRate: optionalDecimal({ scale: 2, maxInt: 100 }),
  remark: text(100),
  supplierCode: text(20),
  supplierStyleNo: text(30),
  supplierColorNo: text(30),
  planCost: optionalDecimal({ scale: 4 }),
  excludingTaxPrice: optionalDecimal({ scale: 4 }),
};
type Row = { [K in keyof typeof rowSchema]: z.output<(typeof rowSchema)[K]> };

const groupKey = (r: Row) => (r.no ? `no:${r.no.toLowerCase()}` : `name:${r.name}`);

interface Resolved {
  kinds: Map<string, { id: string; no: string; name: string }>;
  specs: Map<string, MaterialSpecRow>;
  suppliers: Map<string, string>;
  /** The units dictionary by lower-case name. */
  units: Map<string, MeasureUnitRecord>;
}

async function resolve(db: Db, ctx: RequestContext, rows: Row[]): Promise<Resolved> {
  const kinds = new Map((await kindRepo.allKinds(db, ctx)).map((k) => [k.no.toLowerCase(), k]));
  const specNos = [...new Set(rows.map((r) => r.specNo))];
  const specs = new Map<string, MaterialSpecRow>();
  for (const no of specNos) {
    const id = await specRepo.findSpecIdByNo(db, viewOf(ctx, 'materialSpec'), no);
    const [spec] = id ? await specRepo.findSpecs(db, viewOf(ctx, 'materialSpec'), [id]) : [];
    if (spec) specs.set(no, spec);
  }
  const suppliers = new Map<string, string>();
  for (const code of new Set(rows.flatMap((r) => (r.supplierCode ? [r.supplierCode] : [])))) {
    const found = await findSupplier(db, ctx.unitId, { code });
    if (found) suppliers.set(code, found.id);
  }
  const unitNames = rows.flatMap((r) => [r.stockUnit, ...(r.purchaseUnit ? [r.purchaseUnit] : [])]);
  const units = new Map((await findMeasureUnitsByNames(db, ctx.unitId, unitNames)).map((u) => [u.name.toLowerCase(), u]));
  return { kinds, specs, suppliers, units };
}

async function checkRows(db: Db, ctx: RequestContext, rows: { rowNo: number; value: Row }[]): Promise<RowError[]> {
  const r = await resolve(
    db,
    ctx,
    rows.map((x) => x.value),
  );
  const errors: RowError[] = [];
  const err = (rowNo: number, column: keyof typeof h, zh: string, en: string) =>
    errors.push({ rowNo, column, header: h[column], text: { zh, en } });
  const seen = new Map<string, { kindNo: string; name: string; pairs: Set<string> }>();
  for (const { rowNo, value: v } of rows) {
    if (!r.kinds.has(v.kindNo.toLowerCase())) err(rowNo, 'kindNo', '物料分类不存在', 'no such material kind');
    if (!r.specs.has(v.specNo)) err(rowNo, 'specNo', '规格不存在', 'no such specification');
    if (v.supplierCode && !r.suppliers.has(v.supplierCode)) err(rowNo, 'supplierCode', '供应商不存在', 'no such supplier');
    for (const column of ['stockUnit', 'purchaseUnit'] as const) {
      const name = v[column];
      const unit = name ? r.units.get(name.toLowerCase()) : undefined;
      if (name && !unit) err(rowNo, column, `单位「${name}」不在单位字典中`, `the unit "${name}" is not in the units dictionary`);
      if (unit?.isDisabled) err(rowNo, column, `单位「${name}」已停用`, `the unit "${name}" is disabled`);
    }
    if (v.no && (await repo.findIdByNo(db, ctx.unitId, v.no)))
      err(rowNo, 'no', '物料款号已存在', 'material number already exists');
    const key = groupKey(v);
    const group = seen.get(key) ?? { kindNo: v.kindNo.toLowerCase(), name: v.name, pairs: new Set<string>() };
    if (group.kindNo !== v.kindNo.toLowerCase() || group.name !== v.name)
      err(rowNo, 'name', '同一物料的分类和名称须一致', 'rows of one material need the same kind and name');
    const pair = `${v.colorName.toLowerCase()}|${v.specNo}`;
    if (group.pairs.has(pair))
      err(rowNo, 'colorName', '同一物料的颜色和规格重复', 'colour and specification repeat within the material');
    group.pairs.add(pair);
    seen.set(key, group);
  }
  return errors;
}

async function commitRows(trx: Db, ctx: RequestContext, rows: Row[], progress: (done: number) => void): Promise<void> {
  const r = await resolve(trx, ctx, rows);
  const groups = new Map<string, Row[]>();
  for (const row of rows) groups.set(groupKey(row), [...(groups.get(groupKey(row)) ?? []), row]);
  let done = 0;
  for (const group of groups.values()) {
    const first = group[0]!;
    const kind = r.kinds.get(first.kindNo.toLowerCase())!;
    const input: MaterialAdd = {
      kindId: kind.id,
      no: first.no,
      name: first.name,
      autoName: false,
      composition: first.composition,
      width: null,
      weight: null,
      remark: null,
      skus: group.map((s) => ({
        colorId: null,
        colorName: s.colorName,
        specificationsId: r.specs.get(s.specNo)!.id,
        sampleMaterial: false,
        stockUnitId: null,
        stockUnit: s.stockUnit,
        purchaseUnitId: null,
        purchaseUnit: s.purchaseUnit,
        conversionRate: s.conversionRate,
        remark: s.remark,
        defaultDosage: s.defaultDosage,
        fixedMaterials: false,
        mlossRate: s.mlossRate,
        suppliers: s.supplierCode
          ? [
              {
                supplierId: r.suppliers.get(s.supplierCode)!,
                supplierStyleNo: s.supplierStyleNo,
                supplierColorNo: s.supplierColorNo,
                planCost: s.planCost,
                excludingTaxPrice: s.excludingTaxPrice,
                isDefault: true,
              },
            ]
          : [],
      })),
    };
    const skus = await resolveSkuUnits(trx, ctx, input.skus);
    await insertDraft(trx, ctx, { kind, specs: new Map([...r.specs.values()].map((sp) => [sp.id, sp])), skus, input });
    done += group.length;
    progress(done);
  }
}

const col = (key: keyof typeof h, example: string, req = false) => ({
  key,
  header: h[key],
  required: req,
  schema: rowSchema[key] as z.ZodType,
  example,
});

export const materialImport: ImportDefinition<Row> = {
  kind: 'materials',
  title: { zh: '物料档案', en: 'Materials' },
  columns: [
    col('kindNo', 'ML', true),
    col('no', ''),
    col('name', '全棉府绸', true),
    col('composition', '100%棉'),
    col('colorName', '红色', true),
    col('specNo', 'W150', true),
    col('stockUnit', '米', true),
    col('purchaseUnit', '卷'),
    col('conversionRate', '50'),
    col('defaultDosage', '1.2'),
    col('mlossRate', '3'),
    col('remark', ''),
    col('supplierCode', 'GYS00001'),
    col('supplierStyleNo', ''),
    col('supplierColorNo', ''),
    col('planCost', '18.5'),
    col('excludingTaxPrice', '16.37'),
  ],
  check: checkRows,
  commit: commitRows,
};

const EXPORT_BATCH = 200;

/** 导出物料: the list's rows (one per SKU) with its filters, streamed in batches of materials. */
export async function materialExport(
  db: Db,
  ctx: RequestContext,
  filter: Parameters<typeof toFilter>[2],
): Promise<ExportDefinition<MaterialListRow>> {
  const f = await toFilter(db, ctx, filter);
  const customColumns = await materialCustomFieldColumns(db, ctx);
  const status = (s: number) => {
    const l = billStatusLabels[s];
    return l ? pick(l, ctx.lang) : String(s);
  };
  const yes = (v: boolean) => (ctx.lang === 'en' ? (v ? 'Yes' : 'No') : v ? '是' : '否');
  return {
    title: { zh: '物料档案', en: 'Materials' },
    columns: [
      { type: 'text', header: { zh: '物料分类', en: 'Kind' }, value: (r) => `${r.kindNo}-${r.kindName}` },
      { type: 'text', header: h.no, value: (r) => r.commonMaterialsNo },
      { type: 'text', header: h.name, width: 24, value: (r) => r.name },
      { type: 'text', header: h.colorName, value: (r) => r.colorName },
      { type: 'text', header: { zh: '规格', en: 'Specification' }, value: (r) => r.specNoName },
      { type: 'text', header: { zh: '默认供应商', en: 'Default supplier' }, width: 20, value: (r) => r.defaultSupplierName },
      { type: 'text', header: h.supplierStyleNo, value: (r) => r.supplierStyleNo },
      { type: 'text', header: h.supplierColorNo, value: (r) => r.supplierColorNo },
      // Prices per stock unit: money cells, never totalled.
      { type: 'money', scale: 4, header: h.planCost, value: (r) => r.planCost },
      { type: 'money', scale: 4, header: h.excludingTaxPrice, value: (r) => r.excludingTaxPrice },
      { type: 'text', header: { zh: '样料', en: 'Sample' }, value: (r) => (r.skuId ? yes(r.sampleMaterial) : null) },
      { type: 'text', header: h.stockUnit, value: (r) => r.stockUnit },
      { type: 'text', header: h.purchaseUnit, value: (r) => r.purchaseUnit },
      { type: 'text', header: h.remark, value: (r) => r.remark },
      { type: 'decimal', scale: 4, header: h.defaultDosage, value: (r) => r.defaultDosage },
      { type: 'text', header: { zh: '固定物料', en: 'Fixed material' }, value: (r) => (r.skuId ? yes(r.fixedMaterials) : null) },
      { type: 'decimal', scale: 4, header: h.conversionRate, value: (r) => r.conversionRate },
      { type: 'decimal', scale: 2, header: h.mlossRate, value: (r) => r.mlossRate },
      { type: 'text', header: { zh: '停用', en: 'Stopped' }, value: (r) => (r.skuId ? yes(r.isStopUse) : null) },
      { type: 'text', header: { zh: '审核状态', en: 'Review status' }, value: (r) => status(r.status) },
      { type: 'datetime', header: { zh: '创建时间', en: 'Created at' }, value: (r) => r.createdAt },
      // One column per enabled custom field, the field's name as header, the value as the list shows it.
      ...customColumns.map((c) => ({
        type: 'text' as const,
        header: { zh: c.name, en: c.name },
        value: (r: MaterialListRow) => r.customFields?.[c.id] ?? null,
      })),
    ],
    batches: keysetBatches(
      async (after: string | null, limit) => {
        // `limit` materials per batch; a batch then holds all their SKU rows (so at least `limit` rows unless it is the last).
        const ids = await repo.materialIdsAfter(db, ctx.unitId, f, after, limit);
        if (ids.length === 0) return [];
        const rows = await repo.listRows(db, ctx.unitId, { ...f, materialIds: ids }, 100000, 0, 'oldest');
        return customColumns.length ? withCustomFieldText(db, ctx, rows) : rows;
      },
      (r) => r.materialId,
      EXPORT_BATCH,
    ),
  };
}
