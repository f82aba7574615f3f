import type { NodeProgress, ReportBillDetail, ReportPath } from '@gf/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import type { Quantities } from '../../../shared/sku-matrix';
import { lineCells, reportLines, skuLabel, type NodeMatrix, type SamplingRow } from './report-form.logic';

/** What the report dialog's form holds (dates as dayjs, quantities as matrix cells). */
export interface ReportFormValues {
  dateCompleted: Dayjs;
  outsideFactoryId?: string | null;
  finishUserId?: string;
  sendToFactoryId?: string | null;
  sendToUserId?: string | null;
  adjustReason?: string;
  remark?: string;
  cells?: Quantities;
  quantity?: number | null;
  lathe?: string;
  storehouseId?: string | null;
  shipMode?: 'customer' | 'transfer';
  customerId?: string | null;
  inStorehouseId?: string | null;
  qualifiedCells?: Quantities;
  defectiveds?: { goodsSkuId: string; num: number; defectLabelIds?: string[] }[];
  wasteds?: { goodsSkuId: string; num: number; reason?: string }[];
  defectivedsStorehouseId?: string | null;
  wastedsStorehouseId?: string | null;
  quRemark?: string;
  dcRemark?: string;
  wsRemark?: string;
  samplingRows?: SamplingRow[];
  done?: boolean;
}

const blank = (v: string | null | undefined) => (v ? v : null);

/** The sampling rows: one per SKU for 抽检数量型, a single row for 抽检型. */
function samplingRows(progress: NodeProgress, m: NodeMatrix): SamplingRow[] {
  const zero = { produced: 0, sampled: 0, passed: 0, defective: 0, waste: 0 };
  if (progress.header.typeCode !== 'select_check_quantity') return [{ key: 'all', goodsSkuId: null, label: '', ...zero }];
  return [...m.skuOf].map(([key, sku]) => ({ key, goodsSkuId: sku.goodsSkuId, label: skuLabel(sku), ...zero }));
}

/** A new report's defaults (today, the signed-in user, the node's storehouse), or a saved bill's values. */
export function initialValues(
  progress: NodeProgress,
  m: NodeMatrix,
  userId: string | null,
  bill: ReportBillDetail | null,
): ReportFormValues {
  const h = progress.header;
  const base: ReportFormValues = {
    dateCompleted: dayjs(),
    outsideFactoryId: h.missionOutsideFactoryId,
    finishUserId: userId ?? undefined,
    storehouseId: h.defaultStorehouseId,
    shipMode: 'customer',
    cells: {},
    qualifiedCells: {},
    samplingRows: samplingRows(progress, m),
    done: true,
  };
  if (!bill) return base;
  const done = bill.lines.filter((l) => l.kind === 'done' && l.goodsSkuId) as { goodsSkuId: string; num: string }[];
  return {
    ...base,
    dateCompleted: dayjs(bill.dateCompleted),
    outsideFactoryId: bill.outsideFactoryId,
    finishUserId: bill.finishUserId ?? undefined,
    sendToFactoryId: bill.sendToFactoryId,
    sendToUserId: bill.sendToUserId,
    adjustReason: bill.adjustReason ?? undefined,
    remark: bill.remark ?? undefined,
    lathe: bill.lathe ?? undefined,
    storehouseId: bill.storehouseId ?? h.defaultStorehouseId,
    shipMode: bill.toStorehouseId ? 'transfer' : 'customer',
    customerId: bill.customerId,
    inStorehouseId: bill.toStorehouseId,
    cells: lineCells(m, done),
    quantity: h.typeCode === 'total' ? Number(bill.totalNum) : null,
  };
}

/** The body of fac-mission-prcd-nodes/{id}/{path}: the fields of the node's type, in the contracts' shape. */
export function buildReportInput(
  path: ReportPath,
  action: 'DRAFT' | 'REPORT',
  kind: 'complete' | 'adjust',
  v: ReportFormValues,
  m: NodeMatrix,
  bill: ReportBillDetail | null,
): Record<string, unknown> {
  const dateCompleted = v.dateCompleted.format('YYYY-MM-DD');
  if (path === 'logic') return { dateCompleted, done: v.done ?? true };
  const common = {
    ...(bill ? { billId: bill.id, version: bill.version } : {}),
    actionType: action,
    type: kind,
    dateCompleted,
    finishUserId: v.finishUserId,
    outsideFactoryId: blank(v.outsideFactoryId),
    sendToFactoryId: blank(v.sendToFactoryId),
    sendToUserId: blank(v.sendToUserId),
    adjustReason: kind === 'adjust' ? (v.adjustReason ?? null) : null,
  };
  const remark = v.remark || null;
  const skus = reportLines(m, v.cells ?? {});
  switch (path) {
    case 'quantitative':
      return { ...common, remark, skus };
    case 'actual-cutting':
      return { ...common, remark, lathe: v.lathe?.trim(), skus };
    case 'total':
      return { ...common, remark, quantity: v.quantity === null || v.quantity === undefined ? '' : String(v.quantity) };
    case 'tail-in-store':
      return { ...common, remark, storehouseId: v.storehouseId, skus };
    case 'tail-out-store':
      return {
        ...common,
        remark,
        storehouseId: v.storehouseId,
        customerId: v.shipMode === 'transfer' ? null : blank(v.customerId),
        inStorehouseId: v.shipMode === 'transfer' ? blank(v.inStorehouseId) : null,
        skus,
      };
    case 'quality-checking-report':
      return {
        ...common,
        type: 'complete',
        qualifieds: reportLines(m, v.qualifiedCells ?? {}),
        defectiveds: (v.defectiveds ?? []).map((r) => ({
          goodsSkuId: r.goodsSkuId,
          num: String(r.num),
          defectLabelIds: r.defectLabelIds ?? [],
        })),
        wasteds: (v.wasteds ?? []).map((r) => ({ goodsSkuId: r.goodsSkuId, num: String(r.num), reason: r.reason || null })),
        storehouseId: blank(v.storehouseId),
        defectivedsStorehouseId: blank(v.defectivedsStorehouseId),
        wastedsStorehouseId: blank(v.wastedsStorehouseId),
        quRemark: v.quRemark || null,
        dcRemark: v.dcRemark || null,
        wsRemark: v.wsRemark || null,
      };
    case 'select_check':
    case 'select_check_quantity':
      return {
        ...common,
        type: 'complete',
        remark,
        rows: (v.samplingRows ?? [])
          .filter((r) => r.produced || r.sampled)
          .map(({ goodsSkuId, produced, sampled, passed, defective, waste }) => ({
            goodsSkuId,
            produced,
            sampled,
            passed,
            defective,
            waste,
          })),
      };
  }
}
