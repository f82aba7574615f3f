import { BillStatus, billStatusLabels, dec } from '@gf/contracts';
import { pickLabel } from '../format/format';
import type { FilterField } from '../list-page';
import { pairLoader } from '../search-select/search-select.logic';
import { newLineKey } from './material-line.logic';
import type { MaterialLine } from './MaterialLinesEditor';

/** The pure parts shared by the material bill screens (送料单, 余料入库单): lines in and out, list filters, loaders. */

/** A saved line as the detail answers it (the SKU's material columns, the quantity, the order number). */
export interface SavedMaterialLine {
  id: string;
  materialsSkuId: string;
  materialsNo: string;
  materialsName: string;
  colorName: string;
  specNoName: string;
  stockUnit: string;
  orderNo: string | null;
  /** The roll / dye lot an outgoing line takes from (送料单). */
  rollId?: string | null;
  rollNo?: string | null;
  vatNo?: string | null;
}

/**
 * A saved line back into the editor with the given quantity (a key of its own, its lot): label 物料款号 名称 颜色 规格.
 * `isSameBill`: the bill being edited (the line keeps its id when saved again), not a source the new bill copies.
 */
export const toMaterialLine = (s: SavedMaterialLine, quantity: string, isSameBill: boolean): MaterialLine => ({
  key: newLineKey(),
  ...(isSameBill ? { id: s.id } : {}),
  materialsSkuId: s.materialsSkuId,
  label: [s.materialsNo, s.materialsName, s.colorName, s.specNoName].filter(Boolean).join(' '),
  stockUnit: s.stockUnit,
  quantity,
  orderNo: s.orderNo ?? '',
  lot: { rollId: s.rollId ?? null, rollNo: s.rollNo ?? null, vatNo: s.vatNo ?? '' },
});

/** The lines as a save call sends them: the saved line's id, trimmed quantity, a blank order number as null. */
export const toLineBodies = (lines: MaterialLine[]) =>
  lines.map((l) => ({
    id: l.id,
    materialsSkuId: l.materialsSkuId,
    quantity: l.quantity.trim(),
    orderNo: l.orderNo.trim() || null,
  }));

/** A list filter's value as one string (the first of a list), or undefined. */
export const oneFilter = (v: unknown) =>
  Array.isArray(v) ? (v[0] === undefined ? undefined : String(v[0])) : v ? String(v) : undefined;

/** A list filter's value as strings, or undefined when empty. */
export const manyFilter = (v: unknown) => (Array.isArray(v) && v.length ? v.map(String) : v ? [String(v)] : undefined);

/** The 单据状态 filter: draft to voided, labelled in the session's language. */
export const billStatusFilter = (label: string, language: string): FilterField => ({
  name: 'status',
  label,
  type: 'select',
  options: [0, 1, 2, 3, 4, 5].map((s) => ({
    value: String(s),
    label: pickLabel(billStatusLabels[s], language, String(s)),
  })),
});

/** The factory's storehouses (送料仓库, 入库仓库). */
export const storehouseLoader = pairLoader<{ id: string; name: string }>('commonDropDownList/getStroehouseByUnitId', {
  value: 'id',
  label: 'name',
});

/** The factory's processing factories (加工厂). */
export const outsideFactoryLoader = pairLoader<{ id: string; name: string }>(
  'outside/factory/list',
  { value: 'id', label: 'name' },
  { method: 'GET' },
);

/**
 * The columns naming the SKU of a saved line, then its order number, titled by the area's field labels
 * (keys kind, materialsNo, materialsName, color, spec, stockUnit, orderNoLine: the screens word them per bill).
 */
export const savedLineColumns = (label: (key: string) => string) => [
  { key: 'kindName', title: label('kind'), dataIndex: 'kindName' },
  { key: 'materialsNo', title: label('materialsNo'), dataIndex: 'materialsNo' },
  { key: 'materialsName', title: label('materialsName'), dataIndex: 'materialsName' },
  { key: 'colorName', title: label('color'), dataIndex: 'colorName' },
  { key: 'specNoName', title: label('spec'), dataIndex: 'specNoName' },
  { key: 'stockUnit', title: label('stockUnit'), dataIndex: 'stockUnit' },
  { key: 'orderNo', title: label('orderNoLine'), dataIndex: 'orderNo' },
];

/** A right-aligned quantity column showing the decimal without trailing zeros. */
export const quantityColumn = (key: string, title: string) => ({
  key,
  title,
  dataIndex: key,
  align: 'right' as const,
  render: (v: string) => dec.format(v),
});

/** 撤销 in a material bill list: a bill the undo call moves (pending → draft, reviewed → un-review, anti-review pending → reviewed). */
export const canUndoBill = (status: number): boolean =>
  status === BillStatus.pending || status === BillStatus.reviewed || status === BillStatus.antiReviewPending;

/** 重编辑 in a material bill list: a bill the update call accepts (draft or rejected). */
export const canReEditBill = (status: number): boolean => status === BillStatus.draft || status === BillStatus.rejected;
