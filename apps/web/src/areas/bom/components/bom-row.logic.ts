import {
  BOM_ALL,
  dec,
  formatUnitTotals,
  lossRateInput,
  planCostInput,
  singleDosageInput,
  totalsByUnit,
  type BomRowView,
  type BomTemplateRowView,
} from '@gf/contracts';
import { cellProblems, type CellProblem, type CellRule } from '../../../shared/line-problems';
import type { BomRowBody, FoundMaterial } from '../api/bom-api';

/** One row of the BOM editor: what is typed (text, never rounded) plus what the table shows of the material. */
export interface BomEditorRow {
  key: string;
  id?: string;
  materialSkuId: string;
  materialId: string;
  materialsNo: string;
  materialsName: string;
  kindName: string;
  colorName: string;
  specNoName: string;
  stockUnit: string;
  pictureUrl: string | null;
  supplierId: string | null;
  supplierName: string | null;
  supplierStyleNo: string | null;
  supplierColorNo: string | null;
  singleDosage: string;
  /** sizeId -> the size's own usage as typed; a blank or missing size uses singleDosage. */
  sizeDosages: Record<string, string>;
  lossRate: string;
  /** [BOM_ALL] for every colour (size, length) of the style. */
  styleColorIdList: string[];
  styleSizeIdList: string[];
  styleStandardIdList: string[];
  /** goods colour id -> the material SKU (and its colour name) that colour takes. */
  colorMappings: Record<string, { materialSkuId: string; materialColorName: string }>;
  isMain: boolean;
  partId: string | null;
  partName: string | null;
  planCost: string;
  remark: string;
  isLocked: boolean;
  lockReason: string | null;
}

/** A stored decimal as a clerk reads it (1.2000 → 1.2); null and blank stay blank. */
export const plain = (v: string | null | undefined): string =>
  v === null || v === undefined || v.trim() === '' ? '' : dec.norm(v, 6);

let seq = 0;
const newKey = () => `r${Date.now().toString(36)}${(seq++).toString(36)}`;
const orAll = (ids: string[] | null) => (ids === null || ids.length === 0 ? [BOM_ALL] : ids);

export function rowFromView(v: BomRowView): BomEditorRow {
  return {
    key: newKey(),
    id: v.id,
    materialSkuId: v.materialSkuId,
    materialId: v.materialId,
    materialsNo: v.materialsNo,
    materialsName: v.materialsName,
    kindName: v.kindName,
    colorName: v.colorName,
    specNoName: v.specNoName,
    stockUnit: v.stockUnit,
    pictureUrl: v.pictureUrl,
    supplierId: v.supplierId,
    supplierName: v.supplierName,
    supplierStyleNo: v.supplierStyleNo,
    supplierColorNo: v.supplierColorNo,
    singleDosage: plain(v.singleDosage),
    sizeDosages: Object.fromEntries(v.sizeDosages.map((s) => [s.sizeId, plain(s.singleDosage)])),
    lossRate: plain(v.lossRate),
    styleColorIdList: orAll(v.styleColorIdList),
    styleSizeIdList: orAll(v.styleSizeIdList),
    styleStandardIdList: orAll(v.styleStandardIdList),
    colorMappings: Object.fromEntries(
      v.colorMappings.map((m) => [
        m.styleColorId,
        { materialSkuId: m.materialSkuId, materialColorName: [m.materialColorName, m.specNoName].filter(Boolean).join(' / ') },
      ]),
    ),
    isMain: v.isMain,
    partId: v.partId,
    partName: v.partName,
    planCost: plain(v.planCost),
    remark: v.remark ?? '',
    isLocked: v.isLocked,
    lockReason: v.lockReason,
  };
}

/** A new row for a material SKU found by the search line (or just created): its default usage, loss and supplier. */
export function rowFromMaterial(m: FoundMaterial): BomEditorRow {
  return {
    key: newKey(),
    materialSkuId: m.skuId,
    materialId: m.materialId,
    materialsNo: m.commonMaterialsNo,
    materialsName: m.name,
    kindName: m.kindName,
    colorName: m.colorName ?? '',
    specNoName: m.specNoName ?? '',
    stockUnit: m.stockUnit ?? '',
    pictureUrl: m.mainPictureUrl,
    supplierId: m.defaultSupplierId,
    supplierName: m.defaultSupplierName,
    supplierStyleNo: m.supplierStyleNo,
    supplierColorNo: m.supplierColorNo,
    singleDosage: plain(m.defaultDosage),
    sizeDosages: {},
    lossRate: plain(m.mlossRate) || '0',
    styleColorIdList: [BOM_ALL],
    styleSizeIdList: [BOM_ALL],
    styleStandardIdList: [BOM_ALL],
    colorMappings: {},
    isMain: false,
    partId: null,
    partName: null,
    planCost: plain(m.planCost),
    remark: '',
    isLocked: false,
    lockReason: null,
  };
}

/** A template row as a row of the editor (templates serve every colour, size and length). */
export function rowFromTemplate(v: BomTemplateRowView): BomEditorRow {
  return {
    ...rowFromMaterial({
      skuId: v.materialSkuId,
      materialId: v.materialId,
      commonMaterialsNo: v.materialsNo,
      name: v.materialsName,
      kindName: v.kindName,
      colorName: v.colorName,
      specNoName: v.specNoName,
      stockUnit: v.stockUnit,
      defaultSupplierId: v.supplierId,
      defaultSupplierName: v.supplierName,
      supplierStyleNo: null,
      supplierColorNo: null,
      planCost: v.planCost,
      mainPictureUrl: null,
      mlossRate: v.lossRate,
      defaultDosage: v.singleDosage,
    }),
    id: v.id,
    isMain: v.isMain,
    partName: v.partName,
    remark: v.remark ?? '',
  };
}

const blankToNull = (v: string) => (v.trim() === '' ? null : v.trim());
const listBody = (ids: string[]) => (ids.includes(BOM_ALL) || ids.length === 0 ? [BOM_ALL] : ids);

/** The row as the save call takes it: typed texts as they are (the server checks them with the same schemas). */
export function rowBody(row: BomEditorRow): BomRowBody {
  return {
    ...(row.id ? { id: row.id } : {}),
    materialSkuId: row.materialSkuId,
    singleDosage: row.singleDosage.trim(),
    sizeDosages: Object.entries(row.sizeDosages)
      .filter(([, v]) => v.trim() !== '')
      .map(([sizeId, v]) => ({ sizeId, singleDosage: v.trim() })),
    lossRate: blankToNull(row.lossRate),
    styleColorIdList: listBody(row.styleColorIdList),
    styleSizeIdList: listBody(row.styleSizeIdList),
    styleStandardIdList: listBody(row.styleStandardIdList),
    colorMappings: Object.entries(row.colorMappings).map(([styleColorId, m]) => ({
      styleColorId,
      materialSkuId: m.materialSkuId,
    })),
    isMain: row.isMain,
    partId: row.partId,
    supplierId: row.supplierId,
    planCost: blankToNull(row.planCost),
    remark: blankToNull(row.remark),
  };
}

/**
 * A 用于 select's new choice: choosing 全部 clears the others, choosing a colour while 全部 is held drops 全部,
 * and clearing everything means 全部 again (the server reads an empty list as ALL too).
 */
export function nextUsedFor(previous: readonly string[], next: readonly string[]): string[] {
  const addedAll = next.includes(BOM_ALL) && !previous.includes(BOM_ALL);
  if (addedAll || next.length === 0) return [BOM_ALL];
  return next.includes(BOM_ALL) && next.length > 1 ? next.filter((v) => v !== BOM_ALL) : [...next];
}

export type BomCell = 'singleDosage' | 'lossRate' | 'planCost' | `size:${string}`;

const baseRules: CellRule<BomEditorRow, BomCell>[] = [
  { field: 'singleDosage', value: (r) => r.singleDosage, schema: singleDosageInput, required: true },
  { field: 'lossRate', value: (r) => r.lossRate, schema: lossRateInput },
  { field: 'planCost', value: (r) => r.planCost, schema: planCostInput },
];

/** What is wrong with a row's typed numbers, by the contract's own schemas (shown while typing, before a save). */
export function rowProblems(row: BomEditorRow): CellProblem<BomCell>[] {
  const sizeRules: CellRule<BomEditorRow, BomCell>[] = Object.keys(row.sizeDosages).map((sizeId) => ({
    field: `size:${sizeId}`,
    value: (r) => r.sizeDosages[sizeId],
    schema: singleDosageInput,
  }));
  return cellProblems(row, [...baseRules, ...sizeRules]);
}

/** The usage of one size: its own when typed, else the row's. */
export function sizeUsage(row: Pick<BomEditorRow, 'singleDosage' | 'sizeDosages'>, sizeId: string): string {
  const own = row.sizeDosages[sizeId]?.trim();
  return own ? own : row.singleDosage;
}

/** 单件用量 added up per unit ("1.8 米 + 12 个"); a row whose usage is not a number yet adds nothing. */
export function dosageTotals(rows: readonly Pick<BomEditorRow, 'singleDosage' | 'stockUnit'>[]): string {
  const valid = rows.filter((r) => singleDosageInput.safeParse(r.singleDosage.trim()).success);
  return formatUnitTotals(
    totalsByUnit(
      valid,
      (r) => r.singleDosage.trim(),
      (r) => r.stockUnit,
    ),
  );
}

/** The rows with row `index` moved up (-1) or down (+1); out of range leaves them as they are. */
export function moveRow<R>(rows: readonly R[], index: number, delta: -1 | 1): R[] {
  const to = index + delta;
  if (index < 0 || index >= rows.length || to < 0 || to >= rows.length) return [...rows];
  const next = [...rows];
  const [row] = next.splice(index, 1);
  next.splice(to, 0, row!);
  return next;
}

/** Names of a 用于 list for reading: 全部 or the chosen names in the style's order. */
export function usedForNames(ids: readonly string[], options: readonly { id: string; name: string }[], all: string): string {
  if (ids.includes(BOM_ALL) || ids.length === 0) return all;
  return options
    .filter((o) => ids.includes(o.id))
    .map((o) => o.name)
    .join('，');
}
