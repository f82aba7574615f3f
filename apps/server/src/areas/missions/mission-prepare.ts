import { dec, type MissionCreate, type MissionNodeInput } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { invalid } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { findDefaultBomId, listBomsOfStyle } from '../bom/index.js';
import * as ref from './mission-reference.repository.js';
import { templateRows } from './mission-template.repository.js';

type HeaderInput = Omit<MissionCreate, 'productionOrderGoodsId' | 'allowOvershoot'>;

export interface PreparedNode {
  /** An existing node instance kept (edit), or null for a new row. */
  id: string | null;
  prcdNodeId: string;
  name: string;
  typeCode: string;
  sort: number;
  chargerIds: string[];
  labourCost: string | null;
  planEndAt: string | null;
  warnDays: number | null;
  diffMin: string | null;
  diffMax: string | null;
  outsideSettlement: boolean;
  isShipment: boolean;
  upstreamPrcdNodeId: string | null;
}

export interface PreparedMission {
  head: {
    placeorderAt: string;
    deliveryAt: string;
    priority: number;
    customerStyleNo: string | null;
    customerOrderNo: string | null;
    remark: string | null;
    goodsStyleId: string;
    customerId: string | null;
    bomId: string | null;
    prcdTemplateId: string | null;
    leaderIds: string[];
    isOutside: boolean;
    outsideFactoryId: string | null;
    machiningUnitPrice: string | null;
    workingSheetName: string | null;
    workingSheetContent: string | null;
    workingSheetAttachmentIds: string[];
    attachmentIds: string[];
    totalNum: string;
  };
  lines: { goodsSkuId: string; customerId: string | null; num: string }[];
  /** Null: keep the mission's nodes as they are (an edit that sent none). */
  nodes: PreparedNode[] | null;
}

const notFoundIn = (field: string, zh: string, en: string) => invalid(field, { zh: `${zh}不存在`, en: `${en} not found` });

/** The day `days` before a YYYY-MM-DD date. */
export function daysBefore(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

async function checkUsers(db: Db, ctx: RequestContext, ids: readonly string[], field: string): Promise<void> {
  const users = await ref.factoryUsers(db, ctx, ids);
  ids.forEach((id, i) => {
    if (!users.has(id)) throw invalid(`${field}.${i}`, { zh: '人员不存在', en: 'user not found' });
  });
}

async function checkFiles(db: Db, ctx: RequestContext, ids: readonly string[], field: string): Promise<void> {
  const files = await ref.existingFiles(db, ctx, ids);
  ids.forEach((id, i) => {
    if (!files.has(id)) throw invalid(`${field}.${i}`, { zh: '附件不存在', en: 'file not found' });
  });
}

/** The node rows: as sent, else the template's (plan end = delivery − N days); checked against the factory. */
async function prepareNodes(db: Db, ctx: RequestContext, input: HeaderInput, isCreate: boolean): Promise<PreparedNode[] | null> {
  let rows: MissionNodeInput[] | undefined = input.nodes;
  if (!rows && input.prcdTemplateId && isCreate)
    rows = (await templateRows(db, ctx, input.prcdTemplateId)).map((t) => ({
      id: null,
      prcdNodeId: t.prcdNodeId,
      chargerIds: t.chargerIds,
      labourCost: t.labourCost,
      planEndAt: t.endDaysBefore === null ? null : daysBefore(input.deliveryAt, t.endDaysBefore),
      warnDays: t.warnDays,
      diffMin: t.diffMin,
      diffMax: t.diffMax,
      outsideSettlement: t.outsideSettlement,
      isShipment: t.isShipment,
      upstreamPrcdNodeId: t.upstreamPrcdNodeId,
    }));
  if (!rows) return isCreate ? [] : null;
  const defs = await ref.nodeDefinitions(
    db,
    ctx,
    rows.map((r) => r.prcdNodeId),
  );
  const seen = new Set<string>();
  const out: PreparedNode[] = [];
  for (const [i, r] of rows.entries()) {
    const def = defs.get(r.prcdNodeId);
    if (!def) throw notFoundIn(`nodes.${i}.prcdNodeId`, '节点', 'node');
    if (seen.has(r.prcdNodeId))
      throw invalid(`nodes.${i}.prcdNodeId`, { zh: `节点「${def.name}」重复`, en: `node "${def.name}" is listed twice` });
    if (r.upstreamPrcdNodeId && !seen.has(r.upstreamPrcdNodeId))
      throw invalid(`nodes.${i}.upstreamPrcdNodeId`, {
        zh: '上游节点须为前面的节点',
        en: 'the upstream node must be an earlier row',
      });
    seen.add(r.prcdNodeId);
    if (r.diffMin !== null && dec.isPositive(r.diffMin))
      throw invalid(`nodes.${i}.diffMin`, { zh: '差额下限不能大于 0', en: 'the lower band must not be above 0' });
    await checkUsers(db, ctx, r.chargerIds, `nodes.${i}.chargerIds`);
    out.push({ ...r, name: def.name, typeCode: def.typeCode, sort: i + 1, chargerIds: [...new Set(r.chargerIds)] });
  }
  const shipments = out.filter((n) => n.isShipment);
  if (shipments.length > 1)
    throw invalid(`nodes.${out.indexOf(shipments[1]!)}.isShipment`, {
      zh: '只能有一个出货节点',
      en: 'only one node counts as shipment',
    });
  const settled = out.filter((n) => n.outsideSettlement);
  if (input.isOutside && settled.length > 1)
    throw invalid(`nodes.${out.indexOf(settled[1]!)}.outsideSettlement`, {
      zh: '整单外发时只能有一个外发结算节点',
      en: 'a wholly subcontracted mission settles on one node only',
    });
  return out;
}

/** Checks every reference of a mission against the factory and computes its total; writes nothing. */
export async function prepareMission(
  db: Db,
  ctx: RequestContext,
  input: HeaderInput,
  isCreate: boolean,
): Promise<PreparedMission> {
  if (input.deliveryAt < input.placeorderAt)
    throw invalid('deliveryAt', { zh: '交货日期不能早于制单日期', en: 'must not be before the order date' });
  const style = await ref.findStyleWithSkus(db, ctx, input.styleId);
  if (!style) throw notFoundIn('styleId', '货品', 'goods style');
  const skus = style.skuIds;
  const lineCustomers = input.lines.map((l) => l.customerId).filter((c): c is string => c !== null);
  const customers = await ref.existingCustomers(db, ctx, [...lineCustomers, ...(input.customerId ? [input.customerId] : [])]);
  if (input.customerId && !customers.has(input.customerId)) throw notFoundIn('customerId', '客户', 'customer');
  const keys = new Set<string>();
  for (const [i, l] of input.lines.entries()) {
    if (!skus.has(l.goodsSkuId))
      throw invalid(`lines.${i}.goodsSkuId`, { zh: 'SKU 不属于该货品', en: 'the SKU is not of this goods style' });
    if (l.customerId && !customers.has(l.customerId)) throw notFoundIn(`lines.${i}.customerId`, '客户', 'customer');
    const key = `${l.goodsSkuId}:${l.customerId ?? ''}`;
    if (keys.has(key)) throw invalid(`lines.${i}.goodsSkuId`, { zh: 'SKU 重复', en: 'the SKU is listed twice' });
    keys.add(key);
  }
  await checkUsers(db, ctx, input.leaderIds, 'leaderIds');
  if (input.isOutside && !input.outsideFactoryId)
    throw invalid('outsideFactoryId', {
      zh: '整单外发时请选择加工厂',
      en: 'is required when the whole mission is subcontracted',
    });
  const outsideFactoryId = input.isOutside ? input.outsideFactoryId : null;
  if (outsideFactoryId && !(await ref.existingOutsideFactories(db, ctx, [outsideFactoryId])).has(outsideFactoryId))
    throw notFoundIn('outsideFactoryId', '加工厂', 'processing factory');
  let bomId = input.bomId;
  if (bomId) {
    if (!(await listBomsOfStyle(db, ctx, input.styleId)).some((b) => b.id === bomId))
      throw invalid('bomId', { zh: 'BOM 不属于该货品', en: 'the BOM is not of this goods style' });
  } else bomId = await findDefaultBomId(db, ctx, input.styleId);
  if (input.prcdTemplateId && !(await ref.templateExists(db, ctx, input.prcdTemplateId)))
    throw notFoundIn('prcdTemplateId', '工序模板', 'process template');
  await checkFiles(db, ctx, input.workingSheetAttachmentIds, 'workingSheetAttachmentIds');
  await checkFiles(db, ctx, input.attachmentIds, 'attachmentIds');
  const nodes = await prepareNodes(db, ctx, input, isCreate);
  return {
    head: {
      placeorderAt: input.placeorderAt,
      deliveryAt: input.deliveryAt,
      priority: input.priority,
      customerStyleNo: input.customerStyleNo,
      customerOrderNo: input.customerOrderNo,
      remark: input.remark,
      goodsStyleId: input.styleId,
      customerId: input.customerId,
      bomId,
      prcdTemplateId: input.prcdTemplateId,
      leaderIds: [...new Set(input.leaderIds)],
      isOutside: input.isOutside,
      outsideFactoryId,
      machiningUnitPrice: input.machiningUnitPrice,
      workingSheetName: input.workingSheetName,
      workingSheetContent: input.workingSheetContent,
      workingSheetAttachmentIds: [...new Set(input.workingSheetAttachmentIds)],
      attachmentIds: [...new Set(input.attachmentIds)],
      totalNum: dec.sum(input.lines.map((l) => String(l.num))),
    },
    lines: input.lines.map((l) => ({ goodsSkuId: l.goodsSkuId, customerId: l.customerId, num: String(l.num) })),
    nodes,
  };
}
