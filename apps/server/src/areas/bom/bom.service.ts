import { BOM_BILL_TYPE, type BomCreate, type BomDetail, type BomListRow, type BomRowInput, type BomUpdate } from '@gf/contracts';
import type { BillRegistry } from '../../bills/registry.js';
import { assertEditable, deleteBill, recordBillEvent } from '../../bills/workflow.service.js';
import type { Db } from '../../platform/db/database.js';
import { joinTransaction } from '../../platform/db/join-transaction.js';
import { badState, duplicate } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { insertLog } from './bom-log.repository.js';
import { bomNotFound } from './bom-log.service.js';
import { assertLockedRowsKept, checkRows } from './bom-row-check.service.js';
import * as rowRepo from './bom-row.repository.js';
import { templateRowsAsBomRows } from './bom-template.service.js';
import { loadStyle, rowViews, statusText, toDetail, toSnapshot, type StyleInfo } from './bom-view.service.js';
import { bomBillType } from './bom.bill-type.js';
import * as repo from './bom.repository.js';

const bomName = { zh: 'BOM名称', en: 'BOM name' };
const changedMeanwhile = () =>
  badState({ zh: '数据已被他人修改，请刷新后重试', en: 'Someone else changed this BOM; reload and try again' });

async function assertNameFree(db: Db, ctx: RequestContext, styleId: string, name: string, selfId?: string) {
  if (await repo.findIdByName(db, ctx, styleId, name, selfId)) throw duplicate('name', bomName);
}

/** bomDetail: the BOM with its rows (names, locks) and the style's colours, sizes, lengths and parts. */
export async function getBomDetail(db: Db, bills: BillRegistry, ctx: RequestContext, id: string): Promise<BomDetail> {
  const head = await repo.findBom(db, ctx, id);
  if (!head) throw bomNotFound();
  const style = await loadStyle(db, ctx, head.goodsStyleId);
  const { views } = await rowViews(db, bills, ctx, id, style);
  return toDetail(head, style, views, ctx.lang);
}

/** list / easyBomList: the style's BOMs, the default first. */
export async function listBoms(db: Db, ctx: RequestContext, styleId: string, name?: string): Promise<BomListRow[]> {
  await loadStyle(db, ctx, styleId);
  const heads = await repo.listBomsOfStyle(db, ctx, styleId, name);
  const rows = await rowRepo.loadRows(
    db,
    ctx,
    heads.map((h) => h.id),
  );
  return heads.map((h) => {
    const mine = rows.filter((r) => r.goodsBomId === h.id);
    return {
      id: h.id,
      styleId: h.goodsStyleId,
      name: h.name,
      isDefault: h.isDefault,
      status: h.status,
      reviewStatusText: statusText(h.status, ctx.lang),
      rowCount: mine.length,
      mainMaterials: [...new Set(mine.filter((r) => r.isMain).map((r) => r.materialsName))].join('，'),
      remark: h.remark,
      createdByName: h.createdByName,
      createdAt: new Date(h.createdAt).toISOString(),
      updatedAt: new Date(h.updatedAt).toISOString(),
    };
  });
}

async function snapshot(trx: Db, bills: BillRegistry, ctx: RequestContext, id: string, style: StyleInfo) {
  const head = await repo.findBom(trx, ctx, id);
  if (!head) throw bomNotFound();
  return toSnapshot(head, (await rowViews(trx, bills, ctx, id, style)).views);
}

/** addCommonBom: a draft BOM; a template's rows come first; the style's first BOM is its default. */
export async function createBom(
  db: Db,
  bills: BillRegistry,
  ctx: RequestContext,
  input: BomCreate,
): Promise<{ id: string; commonBom: { id: string } }> {
  const style = await loadStyle(db, ctx, input.styleId);
  const rows: BomRowInput[] = [
    ...(input.templateId ? await templateRowsAsBomRows(db, ctx, input.templateId, style.parts) : []),
    ...input.commonMaterialsSkuList,
  ];
  await checkRows(db, ctx, rows, style, []);
  await assertNameFree(db, ctx, style.id, input.name);
  const id = await db.transaction().execute(async (trx) => {
    await repo.lockStyleBoms(trx, style.id);
    const isDefault = (await repo.countLiveBoms(trx, ctx, style.id)) === 0;
    const id = await repo.insertBom(trx, ctx, { goodsStyleId: style.id, name: input.name, remark: input.remark, isDefault });
    await rowRepo.saveRows(trx, ctx, id, rows);
    await recordBillEvent(trx, ctx, bomBillType, { id, billNo: input.name, status: 0 }, 'CREATE');
    await insertLog(trx, ctx, { bomId: id, action: 'CREATE', before: null, after: await snapshot(trx, bills, ctx, id, style) });
    return id;
  });
  return { id, commonBom: { id } };
}

/**
 * updateCommonBom: a draft or rejected BOM (the engine's assertEditable, on the locked row). Rows locked because
 * their material is under review or purchased come back unchanged, checked on that lock; the log keeps before and after.
 */
export async function updateBom(db: Db, bills: BillRegistry, ctx: RequestContext, input: BomUpdate): Promise<{ id: string }> {
  const head = await repo.findBom(db, ctx, input.id);
  if (!head) throw bomNotFound();
  if (head.goodsStyleId !== input.styleId)
    throw badState({ zh: 'BOM不能换到另一个商品', en: 'A BOM cannot move to another goods style' });
  const style = await loadStyle(db, ctx, head.goodsStyleId);
  const existing = await rowRepo.loadRows(db, ctx, [input.id]);
  await checkRows(
    db,
    ctx,
    input.commonMaterialsSkuList,
    style,
    existing.map((r) => r.id),
  );
  await assertNameFree(db, ctx, style.id, input.name, input.id);
  await db.transaction().execute(async (trx) => {
    const bill = await assertEditable(trx, bomBillType, ctx, input.id);
    const before = await rowViews(trx, bills, ctx, input.id, style, { lockMaterials: true });
    assertLockedRowsKept(ctx, before.stored, before.locks, input.commonMaterialsSkuList);
    // Rows checked before the lock may have gone since (another save): refuse rather than write beside them.
    const live = new Set(before.stored.map((r) => r.id));
    if (input.commonMaterialsSkuList.some((r) => r.id && !live.has(r.id))) throw changedMeanwhile();
    const beforeHead = (await repo.findBom(trx, ctx, input.id))!;
    if (!(await repo.updateBomHead(trx, ctx, input.id, input.version, { name: input.name, remark: input.remark })))
      throw changedMeanwhile();
    await rowRepo.saveRows(trx, ctx, input.id, input.commonMaterialsSkuList);
    await recordBillEvent(trx, ctx, bomBillType, { id: input.id, billNo: input.name, status: bill.status }, 'SAVE');
    await insertLog(trx, ctx, {
      bomId: input.id,
      action: 'EDIT',
      before: toSnapshot(beforeHead, before.views),
      after: await snapshot(trx, bills, ctx, input.id, style),
    });
  });
  return { id: input.id };
}

/** updateDefaultBom: the BOM becomes its style's default, on the locked BOM row. */
export async function setDefaultBom(db: Db, ctx: RequestContext, id: string): Promise<{ id: string; isDefault: true }> {
  const found = await repo.findBom(db, ctx, id);
  if (!found) throw bomNotFound();
  await db.transaction().execute(async (trx) => {
    await repo.lockStyleBoms(trx, found.goodsStyleId);
    const head = await repo.lockBom(trx, ctx, id);
    if (!head) throw bomNotFound();
    if (head.isDefault) return;
    await repo.setDefault(trx, ctx, head.goodsStyleId, id);
    await insertLog(trx, ctx, { bomId: id, action: 'DEFAULT', before: null, after: null });
  });
  return { id, isDefault: true };
}

/** deleteCommonBom: a draft, through the engine (soft delete, audited); another BOM takes over as the default. */
export async function deleteBom(db: Db, bills: BillRegistry, ctx: RequestContext, id: string): Promise<void> {
  const head = await repo.findBom(db, ctx, id);
  if (!head) throw bomNotFound();
  await db.transaction().execute(async (trx) => {
    await repo.lockStyleBoms(trx, head.goodsStyleId);
    await deleteBill({ db: joinTransaction(trx), bills }, ctx, BOM_BILL_TYPE, id);
    await repo.clearDefault(trx, ctx, id);
    await repo.ensureDefault(trx, ctx, head.goodsStyleId);
    await insertLog(trx, ctx, { bomId: id, action: 'DELETE', before: null, after: null });
  });
}

/** Duplicate-name check (名称重复): taken by another live BOM of the style? */
export async function checkBomName(db: Db, ctx: RequestContext, q: { styleId: string; name: string; id?: string | undefined }) {
  await loadStyle(db, ctx, q.styleId);
  const id = await repo.findIdByName(db, ctx, q.styleId, q.name, q.id);
  return { exists: Boolean(id), id };
}
