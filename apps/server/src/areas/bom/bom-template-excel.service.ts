import { BOM_TEMPLATE_EXCEL_COLUMNS, bomTemplateNameInput, lossRateInput, planCostInput, singleDosageInput } from '@gf/contracts';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.js';
import {
  yesNoText,
  type ExportDefinition,
  type ImportColumn,
  type ImportDefinition,
  type RowError,
} from '../../platform/excel/index.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as repo from './bom-template.repository.js';
import { insertTemplate } from './bom-template.service.js';

// BOM templates from and to Excel on the platform's capability: one sheet row per template row; rows with the same
// 模板名称 form one template; the material SKU is named by 物料款号 + 物料颜色 + 规格号 (the factory's live SKUs).

interface TemplateSheetRow {
  templateName: string;
  materialsNo: string;
  colorName: string;
  specNo: string;
  singleDosage: string;
  lossRate: string;
  isMain: boolean;
  partName: string | null;
  planCost: string | null;
  remark: string | null;
}

const header = (key: string) => {
  const c = BOM_TEMPLATE_EXCEL_COLUMNS.find((x) => x.key === key)!;
  return { zh: c.zh, en: c.en };
};
const text = (max: number) => z.string().max(max);
const optional = (max: number) =>
  z
    .string()
    .max(max)
    .optional()
    .transform((v) => v ?? null);
/** 主料: 是 / 否 (Yes / No, true / false, 1 / 0); blank is 否. */
const yesNo = z
  .string()
  .optional()
  .transform((v) =>
    v === '是' || v?.toLowerCase() === 'yes' ? 'true' : v === '否' || v?.toLowerCase() === 'no' || !v ? 'false' : v,
  )
  .pipe(z.enum(['true', 'false', '1', '0'], { message: '请填写 是 或 否|must be Yes or No' }))
  .transform((v) => v === 'true' || v === '1');

const columns: ImportColumn[] = [
  {
    key: 'templateName',
    header: header('templateName'),
    required: true,
    schema: bomTemplateNameInput,
    example: '衬衫通用BOM',
    width: 20,
  },
  { key: 'materialsNo', header: header('materialsNo'), required: true, schema: text(30), example: 'WL000001' },
  { key: 'colorName', header: header('colorName'), required: true, schema: text(20), example: '白' },
  { key: 'specNo', header: header('specNo'), required: true, schema: text(8), example: 'S0001' },
  { key: 'singleDosage', header: header('singleDosage'), required: true, schema: singleDosageInput, example: '1.2' },
  { key: 'lossRate', header: header('lossRate'), schema: lossRateInput, example: '3' },
  { key: 'isMain', header: header('isMain'), schema: yesNo, example: '是' },
  { key: 'partName', header: header('partName'), schema: optional(20), example: '大身' },
  { key: 'planCost', header: header('planCost'), schema: planCostInput, example: '12.5' },
  { key: 'remark', header: header('remark'), schema: optional(200), example: '' },
];

const skuKey = (no: string, color: string, spec: string) =>
  `${no.toLowerCase()}\u0000${color.toLowerCase()}\u0000${spec.toLowerCase()}`;

async function skuIndex(db: Db, ctx: RequestContext, rows: TemplateSheetRow[]) {
  const skus = await repo.materialSkusByKeys(db, ctx, [...new Set(rows.map((r) => r.materialsNo))]);
  const index = new Map<string, string[]>();
  for (const s of skus) {
    const k = skuKey(s.materialNo, s.colorName, s.specNo);
    index.set(k, [...(index.get(k) ?? []), s.id]);
  }
  return index;
}

async function checkRows(db: Db, ctx: RequestContext, rows: { rowNo: number; value: TemplateSheetRow }[]): Promise<RowError[]> {
  const errors: RowError[] = [];
  const index = await skuIndex(
    db,
    ctx,
    rows.map((r) => r.value),
  );
  const names = new Map<string, boolean>();
  for (const { rowNo, value } of rows) {
    const found = index.get(skuKey(value.materialsNo, value.colorName, value.specNo)) ?? [];
    if (found.length !== 1)
      errors.push({
        rowNo,
        column: 'materialsNo',
        header: header('materialsNo'),
        text:
          found.length === 0
            ? { zh: '找不到该物料款号、颜色和规格的物料SKU', en: 'no material SKU has this number, colour and specification' }
            : { zh: '该物料款号、颜色和规格对应多个SKU', en: 'several material SKUs have this number, colour and specification' },
      });
    const lower = value.templateName.toLowerCase();
    if (!names.has(lower)) names.set(lower, Boolean(await repo.findTemplateIdByName(db, ctx, value.templateName)));
    if (names.get(lower))
      errors.push({
        rowNo,
        column: 'templateName',
        header: header('templateName'),
        text: { zh: '模板名称已存在', en: 'template name already exists' },
      });
  }
  return errors;
}

async function commitRows(trx: Db, ctx: RequestContext, rows: TemplateSheetRow[], progress: (done: number) => void) {
  const index = await skuIndex(trx, ctx, rows);
  const groups = new Map<string, TemplateSheetRow[]>();
  for (const r of rows) groups.set(r.templateName.toLowerCase(), [...(groups.get(r.templateName.toLowerCase()) ?? []), r]);
  let done = 0;
  for (const group of groups.values()) {
    await insertTemplate(trx, ctx, {
      name: group[0]!.templateName,
      remark: null,
      rows: group.map((r) => ({
        materialSkuId: index.get(skuKey(r.materialsNo, r.colorName, r.specNo))![0]!,
        singleDosage: r.singleDosage,
        lossRate: r.lossRate,
        isMain: r.isMain,
        partName: r.partName,
        supplierId: null,
        planCost: r.planCost,
        remark: r.remark,
      })),
    });
    done += group.length;
    progress(done);
  }
}

export const bomTemplateImport: ImportDefinition<TemplateSheetRow> = {
  kind: 'bomTemplate',
  title: { zh: 'BOM模板', en: 'BOM templates' },
  columns,
  check: checkRows,
  commit: commitRows,
};

export const bomTemplateExportInput = z.object({ keyword: z.string().trim().max(50).optional() }).optional();

const TEMPLATES_PER_BATCH = 200;

/** One sheet row per template row, read 200 templates at a time. */
async function* exportBatches(db: Db, ctx: RequestContext, keyword: string | undefined): AsyncGenerator<TemplateSheetRow[]> {
  for (let offset = 0; ; offset += TEMPLATES_PER_BATCH) {
    const { rows: heads } = await repo.pageTemplates(db, ctx, { keyword }, offset, TEMPLATES_PER_BATCH);
    const rows = await repo.templateRows(
      db,
      ctx,
      heads.map((h) => h.id),
    );
    const names = new Map(heads.map((h) => [h.id, h.name]));
    const out = rows.map((r) => ({
      templateName: names.get(r.bomTemplateId)!,
      materialsNo: r.materialsNo,
      colorName: r.colorName,
      specNo: r.specNo,
      singleDosage: r.singleDosage,
      lossRate: r.lossRate,
      isMain: r.isMain,
      partName: r.partName,
      planCost: r.planCost,
      remark: r.remark,
    }));
    if (out.length) yield out;
    if (heads.length < TEMPLATES_PER_BATCH) return;
  }
}

/** The templates as the import reads them back (one row per template row), 200 templates per batch. */
export function bomTemplateExport(
  db: Db,
  ctx: RequestContext,
  filter: z.infer<typeof bomTemplateExportInput>,
): ExportDefinition<TemplateSheetRow> {
  const col = (key: keyof TemplateSheetRow) => ({
    type: 'text' as const,
    header: header(key),
    value: (r: TemplateSheetRow) => r[key] as string | null,
  });
  return {
    title: { zh: 'BOM模板', en: 'BOM templates' },
    columns: [
      col('templateName'),
      col('materialsNo'),
      col('colorName'),
      col('specNo'),
      { type: 'quantity', scale: 4, header: header('singleDosage'), value: (r) => r.singleDosage },
      { type: 'decimal', scale: 2, header: header('lossRate'), value: (r) => r.lossRate },
      { type: 'text', header: header('isMain'), value: (r) => yesNoText(r.isMain, ctx.lang) },
      col('partName'),
      { type: 'money', scale: 4, header: header('planCost'), value: (r) => r.planCost },
      col('remark'),
    ],
    batches: exportBatches(db, ctx, filter?.keyword),
  };
}
