import {
  isDecimalString,
  skuKeyOf,
  type ConvertibleGoods,
  type GoodsSku,
  type MissionCreate,
  type MissionDetail,
  type MissionLineInput,
} from '@gf/contracts';
import type { Quantities } from '../../../shared/sku-matrix';
import { nodeLabel, rowProblems, rowsPayload, type NodeRow, type RowProblem } from './node-rows';

/** The header fields of the mission form as the antd form holds them (dates as YYYY-MM-DD here). */
export interface MissionHeader {
  missionNo: string | null;
  placeorderAt: string | null;
  deliveryAt: string | null;
  priority: 0 | 1 | 2;
  customerStyleNo: string | null;
  customerOrderNo: string | null;
  remark: string | null;
  customerId: string | null;
  workingSheetName: string | null;
  workingSheetContent: string | null;
  bomId: string | null;
  prcdTemplateId: string | null;
  leaderIds: string[];
  isOutside: boolean;
  outsideFactoryId: string | null;
  machiningUnitPrice: string | null;
}

/** The chosen goods: its SKUs (for the matrix and the lines) and picture. */
export interface MissionGoods {
  styleId: string | null;
  label: string | null;
  skuList: GoodsSku[];
}

export type MissionProblem =
  { code: 'deliveryAt' | 'deliveryBeforeOrder' | 'style' | 'quantities' | 'leaders' | 'price' | 'outsideFactory' } | RowProblem;

/** What keeps the form from saving, named (rows from 1); nothing is corrected. */
export function missionProblems(
  header: MissionHeader,
  goods: MissionGoods,
  cells: Quantities,
  rows: readonly NodeRow[],
): MissionProblem[] {
  const problems: MissionProblem[] = [];
  if (!header.deliveryAt) problems.push({ code: 'deliveryAt' });
  else if (header.placeorderAt && header.placeorderAt > header.deliveryAt) problems.push({ code: 'deliveryBeforeOrder' });
  if (!goods.styleId) problems.push({ code: 'style' });
  else if (!linesOf(goods, cells, null).length) problems.push({ code: 'quantities' });
  if (!header.leaderIds.length) problems.push({ code: 'leaders' });
  if (header.isOutside && !header.outsideFactoryId) problems.push({ code: 'outsideFactory' });
  const price = header.machiningUnitPrice?.trim();
  if (price && !isDecimalString(price, 2, 12)) problems.push({ code: 'price' });
  return [...problems, ...rowProblems(rows, header.isOutside)];
}

/** The matrix's positive cells as mission lines (the goods' SKU ids), each for the mission's customer. */
export function linesOf(goods: MissionGoods, cells: Quantities, customerId: string | null): MissionLineInput[] {
  return goods.skuList.flatMap((s) => {
    const num = cells[skuKeyOf({ colorId: s.color_id, sizeId: s.size_id, standardId: s.standard_id })];
    return num && num > 0 ? [{ goodsSkuId: s.id, customerId, num }] : [];
  });
}

/** Lines (per SKU, any customer) summed into matrix cells. */
export function cellsOf(
  skuList: readonly GoodsSku[],
  lines: readonly { goodsSkuId: string; num: string | number }[],
): Quantities {
  const keyOf = new Map(
    skuList.map((s) => [s.id, skuKeyOf({ colorId: s.color_id, sizeId: s.size_id, standardId: s.standard_id })]),
  );
  const cells: Quantities = {};
  for (const l of lines) {
    const key = keyOf.get(l.goodsSkuId);
    if (key) cells[key] = (cells[key] ?? 0) + Number(l.num);
  }
  return cells;
}

export function missionPayload(
  header: MissionHeader,
  goods: MissionGoods,
  cells: Quantities,
  rows: readonly NodeRow[],
): Omit<MissionCreate, 'productionOrderGoodsId' | 'allowOvershoot'> {
  const blank = (v: string | null) => (v && v.trim() ? v.trim() : null);
  return {
    missionNo: blank(header.missionNo),
    placeorderAt: header.placeorderAt ?? '',
    deliveryAt: header.deliveryAt ?? '',
    priority: header.priority,
    customerStyleNo: blank(header.customerStyleNo),
    customerOrderNo: blank(header.customerOrderNo),
    remark: blank(header.remark),
    styleId: goods.styleId ?? '',
    customerId: header.customerId,
    lines: linesOf(goods, cells, header.customerId),
    workingSheetName: blank(header.workingSheetName),
    workingSheetContent: blank(header.workingSheetContent),
    workingSheetAttachmentIds: [],
    attachmentIds: [],
    bomId: header.bomId,
    prcdTemplateId: header.prcdTemplateId,
    leaderIds: header.leaderIds,
    isOutside: header.isOutside,
    outsideFactoryId: header.isOutside ? header.outsideFactoryId : null,
    machiningUnitPrice: header.isOutside ? blank(header.machiningUnitPrice) : null,
    nodes: rowsPayload(rows),
  } as Omit<MissionCreate, 'productionOrderGoodsId' | 'allowOvershoot'>;
}

/** The form's header from a mission being edited. */
export function headerFromDetail(d: MissionDetail): MissionHeader {
  return {
    missionNo: d.missionNo,
    placeorderAt: d.placeorderAt,
    deliveryAt: d.deliveryAt,
    priority: (d.priority as 0 | 1 | 2) ?? 0,
    customerStyleNo: d.customerStyleNo,
    customerOrderNo: d.customerOrderNo,
    remark: d.remark,
    customerId: d.customerId,
    workingSheetName: d.workingSheetName,
    workingSheetContent: d.workingSheetContent,
    bomId: d.bomId,
    prcdTemplateId: d.prcdTemplateId,
    leaderIds: d.leaderIds,
    isOutside: d.isOutside,
    outsideFactoryId: d.outsideFactoryId,
    machiningUnitPrice: d.machiningUnitPrice,
  };
}

/** The node rows of a mission being edited (each keeps its instance id). */
export function rowsFromDetail(d: MissionDetail, typeName: (code: string) => string): NodeRow[] {
  const byInstance = new Map(d.nodeRows.map((n) => [n.id, n.prcdNodeId]));
  return [...d.nodeRows]
    .sort((a, b) => a.sort - b.sort)
    .map((n) => ({
      key: `node-${n.id}`,
      id: n.id,
      prcdNodeId: n.prcdNodeId,
      label: nodeLabel(n.name, typeName(n.typeCode)),
      chargerIds: n.chargerIds,
      labourCost: n.labourCost ?? '',
      planEndAt: n.planEndAt,
      warnOn: n.warnDays != null,
      warnDays: n.warnDays,
      diffOn: n.diffMin != null || n.diffMax != null,
      diffMin: n.diffMin ?? '',
      diffMax: n.diffMax ?? '',
      outsideSettlement: n.outsideSettlement,
      isShipment: n.isShipment,
      upstreamPrcdNodeId:
        n.upstreamPrcdNodeId ?? (n.upstreamMissionNodeId ? (byInstance.get(n.upstreamMissionNodeId) ?? null) : null),
    }));
}

/** 转工单: the header an order's goods block pre-fills (its remaining quantities go into the matrix). */
export function headerFromOrder(g: ConvertibleGoods, today: string): MissionHeader {
  return {
    missionNo: null,
    placeorderAt: today,
    deliveryAt: g.deliveryAt,
    priority: 0,
    customerStyleNo: null,
    customerOrderNo: null,
    remark: null,
    customerId: g.customerId,
    workingSheetName: null,
    workingSheetContent: null,
    bomId: g.bomId,
    prcdTemplateId: null,
    leaderIds: g.leaderIds,
    isOutside: g.isOutside,
    outsideFactoryId: g.outsideFactoryId,
    machiningUnitPrice: g.processUnitPrice,
  };
}
