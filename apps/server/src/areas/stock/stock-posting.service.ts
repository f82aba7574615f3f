import { Code, type StockChangeType } from '@gf/contracts';
import { Dec } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError, invalid, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { factoryToday } from '../../platform/time/factory-date.js';
import type { SkuKind } from '../../schema/stock.js';
import * as ledger from './stock-ledger.repository.js';
import { ensureAndLockItems, ensureAndReadLots, postingReferences, writePosting } from './stock-posting.repository.js';
import { splitOverLots } from './stock-lot-allocation.js';
import { applyLine, COST_SCALE, lineValue, VALUE_SCALE } from './stock-valuation.js';

/** Where a posting comes from: a bill (type, id, number) or a manual change on the stock page. */
export interface StockSource {
  type: string;
  id?: string | null;
  no?: string | null;
}

export interface StockLine {
  storehouseId: string;
  skuId: string;
  /** Signed, in the stock unit: positive in, negative out. */
  quantity: string;
  skuKind?: SkuKind;
  rollId?: string | null;
  vatNo?: string | null;
  price?: string | null;
  /**
   * An exact value to move instead of valuing the line (stock-valuation.ts): a transfer-in brings what left the other
   * storehouse. Ignored on an out-line that names no lot (it is split over the lots and moves at cost).
   */
  value?: string | null;
  sourceLineId?: string | null;
  orderId?: string | null;
  orderNo?: string | null;
  remark?: string | null;
}

export interface StockPosting {
  source: StockSource;
  changeType: StockChangeType;
  /** The business date (YYYY-MM-DD); today when missing. */
  opDate?: string | null;
  remark?: string | null;
  lines: StockLine[];
  /**
   * Company storehouses this posting may move into although the posting factory is not linked to them: the receiving
   * storehouse of a transfer to another factory of the company (ADR 0011), vetted by the caller. In-lines only.
   */
  companyStorehouseIds?: readonly string[];
}

export interface PostedMovement {
  id: string;
  stockItemId: string;
  quantity: string;
  balanceAfter: string;
  /** The signed value the row moved (stock-valuation.ts). */
  value: string;
  /** The caller's line the row belongs to (a line drawn over several lots gives several rows). */
  sourceLineId: string | null;
}

/** Who posts: the company owning the ledger, the factory posting (kept on each row) and the operator. */
export type PostingContext = Pick<RequestContext, 'unitId' | 'bossUnitId' | 'userId'>;

/**
 * The refusal of an out-movement beyond the stock of a storehouse that forbids negative stock of that kind: it names
 * the storehouse, the SKU, what is available and what was asked (40904, nothing written).
 */
function insufficient(
  storehouse: string,
  kind: SkuKind,
  sku: { name: string; unit: string },
  available: string,
  requested: string,
  isLot: boolean,
): AppError {
  const zhUnit = sku.unit ? ` ${sku.unit}` : kind === 'GOODS' ? ' 件' : '';
  const enUnit = sku.unit ? ` ${sku.unit}` : kind === 'GOODS' ? ' pcs' : '';
  const shown = Dec.of(available).toString();
  const zhLot = isLot ? '（所选卷 / 缸）' : '';
  const enLot = isLot ? ' (the chosen roll / dye lot)' : '';
  return new AppError(
    Code.insufficientStock,
    {
      zh: `库存不足：${sku.name}${zhLot} 在 ${storehouse} 可用 ${shown}${zhUnit}，本次出库 ${requested}${zhUnit}；该仓库不允许${kind === 'GOODS' ? '成衣' : '物料'}负库存`,
      en: `Insufficient stock: ${sku.name}${enLot} has ${shown}${enUnit} available in ${storehouse}, ${requested}${enUnit} asked; this storehouse forbids negative ${kind === 'GOODS' ? 'goods' : 'material'} stock`,
    },
    { storehouse, sku: sku.name, skuKind: kind, available: shown, requested, unit: sku.unit },
  );
}

/**
 * The refusal of a posting dated inside a closed period of its storehouse (period-end balance, areas/stock-balance):
 * nothing is written until that balance is cancelled.
 */
function periodClosed(storehouse: string, closedUntil: string, opDate: string): AppError {
  return new AppError(
    Code.badState,
    {
      zh: `${storehouse} 已结存至 ${closedUntil}，不能出入库（业务日期 ${opDate}）；请先取消该期结存`,
      en: `${storehouse} is closed up to ${closedUntil}: no stock can move on ${opDate}; cancel that period's balance first`,
    },
    { field: 'opDate', storehouse, closedUntil, opDate },
  );
}

/**
 * Posts stock movements inside the caller's transaction (ARCHITECTURE section 7): every line appends one
 * movement row and moves its balances; the items are locked in id order so concurrent postings cannot deadlock or
 * lose an update, and the whole posting is four statements (stock-posting.repository.ts); an out-movement that would take a storehouse which
 * forbids negative stock below zero refuses the whole posting (40904) — the caller's transaction rolls back.
 * `reverses` maps a line index to the movement it compensates (used by reversals only).
 */
export async function postStockMovements(
  trx: Db,
  ctx: PostingContext,
  posting: StockPosting,
  reverses: ReadonlyMap<number, string> = new Map(),
): Promise<PostedMovement[]> {
  if (posting.lines.length === 0) return [];
  const lines = posting.lines.map((l, index) => ({
    ...l,
    index,
    skuKind: l.skuKind ?? 'MATERIAL',
    rollId: l.rollId ?? '0',
    vatNo: l.vatNo?.trim() ?? '',
    // An out-movement naming neither roll nor vat draws from whichever lots hold the stock (drawFromLots).
    anyLot: (l.rollId === null || l.rollId === undefined) && !l.vatNo?.trim(),
    delta: Dec.of(l.quantity),
  }));
  for (const l of lines)
    if (l.delta.isZero())
      throw new AppError(Code.invalidInput, { zh: '变动数量不能为 0', en: 'A stock movement cannot be zero' });

  const storehouseIds = [...new Set(lines.map((l) => l.storehouseId))];
  const skuIds = (kind: SkuKind) => [...new Set(lines.filter((l) => l.skuKind === kind).map((l) => l.skuId))];
  const { rules, skus } = await postingReferences(trx, ctx, storehouseIds, {
    MATERIAL: skuIds('MATERIAL'),
    GOODS: skuIds('GOODS'),
  });
  if (storehouseIds.some((id) => !rules.has(id))) throw notFound({ zh: '仓库', en: 'Storehouse' });
  // A company storehouse the posting factory is not linked to (默认仓 / 共用仓) takes nothing from it; compensating
  // the factory's own earlier rows stays possible after an unlink (an un-review must not be stranded).
  // A transfer's receiving storehouse of another factory (companyStorehouseIds) takes in-lines only.
  const reachable = new Set(posting.companyStorehouseIds ?? []);
  const outOf = new Set(lines.filter((l) => l.delta.isNegative()).map((l) => l.storehouseId));
  const unlinked =
    reverses.size === 0
      ? storehouseIds.find((id) => !rules.get(id)!.isLinked && (!reachable.has(id) || outOf.has(id)))
      : undefined;
  if (unlinked)
    throw invalid('storehouseId', {
      zh: '该仓库未关联本厂，不能出入库',
      en: 'the storehouse is not linked to this factory',
    });
  // The factory's today (FACTORY_TIME_ZONE), the same day the period close compares with.
  const opDate = posting.opDate ?? factoryToday();
  const closed = storehouseIds.map((id) => rules.get(id)!).find((r) => r.closedUntil && opDate <= r.closedUntil);
  if (closed) throw periodClosed(closed.name, closed.closedUntil!, opDate);
  if (skuIds('MATERIAL').some((id) => !skus.MATERIAL.has(id))) throw notFound({ zh: '物料SKU', en: 'Material SKU' });
  if (skuIds('GOODS').some((id) => !skus.GOODS.has(id))) throw notFound({ zh: '商品SKU', en: 'Goods SKU' });

  // Create and lock every touched item (existing ones in id order: concurrent postings queue instead of
  // deadlocking), then create and read their lots; the new balances are worked out in memory (exact decimals).
  const items = await ensureAndLockItems(trx, ctx, lines);
  let keyed = lines.map((l) => ({ ...l, stockItemId: items.get(ledger.itemKey(l))!.id }));
  const itemIds = [...new Set(keyed.map((l) => l.stockItemId))].sort((x, y) => Number(x) - Number(y));
  const itemQty = new Map([...items.values()].map((i) => [i.id, i.quantity]));
  const lots = await ensureAndReadLots(trx, ctx, keyed, itemIds);
  keyed = splitOverLots(keyed, lots);
  keyed.sort(
    (a, b) =>
      Number(a.stockItemId) - Number(b.stockItemId) ||
      Number(a.rollId) - Number(b.rollId) ||
      a.vatNo.localeCompare(b.vatNo) ||
      a.index - b.index,
  );

  const itemAfter = new Map([...itemQty].map(([id, q]) => [id, Dec.of(q)]));
  const valueAfter = new Map(
    [...items.values()].map((i) => [
      i.id,
      { quantity: Dec.of(i.quantity), value: Dec.of(i.value), unitCost: Dec.of(i.unitCost) },
    ]),
  );
  const lotAfter = new Map([...lots].map(([key, lot]) => [key, Dec.of(lot.quantity)]));
  const balances: string[] = [];
  const values: string[] = [];
  for (const l of keyed) {
    const item = itemAfter.get(l.stockItemId)!.plus(l.delta);
    const lot = lotAfter.get(ledger.lotKey(l))!.plus(l.delta);
    itemAfter.set(l.stockItemId, item);
    lotAfter.set(ledger.lotKey(l), lot);
    balances.push(item.toFixed());
    const before = valueAfter.get(l.stockItemId)!;
    const moved = lineValue(before, l);
    valueAfter.set(l.stockItemId, applyLine(before, l.delta, moved));
    values.push(moved.toFixed(VALUE_SCALE));
  }
  // Where the storehouse forbids negative stock of the line's kind (materials and goods each have their switch), an
  // out-movement may not leave its item or lot below zero.
  for (const l of keyed) {
    const rule = rules.get(l.storehouseId)!;
    if (!ledger.forbidsNegative(rule, l.skuKind) || !l.delta.isNegative()) continue;
    const item = itemAfter.get(l.stockItemId)!;
    const lot = lotAfter.get(ledger.lotKey(l))!;
    if (!item.lt(0) && !lot.lt(0)) continue;
    const names = await ledger.describeSkus(trx, ctx, l.skuKind, [l.skuId]);
    const isLot = !item.lt(0);
    const before = isLot ? lots.get(ledger.lotKey(l))!.quantity : itemQty.get(l.stockItemId)!;
    const wanted = keyed
      .filter((x) => (isLot ? ledger.lotKey(x) === ledger.lotKey(l) : x.stockItemId === l.stockItemId))
      .reduce((sum, x) => sum.minus(x.delta), Dec.of(0));
    const sku = names.get(l.skuId) ?? { name: l.skuId, unit: '' };
    throw insufficient(rule.name, l.skuKind, sku, before, wanted.toFixed(), isLot);
  }

  const touchedLots = [...new Set(keyed.map((l) => ledger.lotKey(l)))];
  const cameIn = new Set(keyed.filter((l) => l.delta.isPositive()).map((l) => l.stockItemId));
  const ids = await writePosting(
    trx,
    itemIds.map((id) => ({
      id,
      quantity: itemAfter.get(id)!.toFixed(),
      value: valueAfter.get(id)!.value.toFixed(VALUE_SCALE),
      unitCost: valueAfter.get(id)!.unitCost.toFixed(COST_SCALE),
      cameIn: cameIn.has(id),
    })),
    touchedLots.map((key) => ({ id: lots.get(key)!.id, quantity: lotAfter.get(key)!.toFixed() })),
    {
      unitId: ctx.bossUnitId,
      facUnitId: ctx.unitId,
      changeType: posting.changeType,
      sourceType: posting.source.type,
      sourceId: posting.source.id ?? null,
      sourceNo: posting.source.no ?? null,
      opDate,
      operatorId: ctx.userId,
    },
    keyed.map((l, i) => ({
      stockItemId: l.stockItemId,
      storehouseId: l.storehouseId,
      skuKind: l.skuKind,
      skuId: l.skuId,
      rollId: l.rollId,
      vatNo: l.vatNo,
      quantity: l.delta.toFixed(),
      balanceAfter: balances[i]!,
      price: l.price ?? null,
      value: values[i]!,
      sourceLineId: l.sourceLineId ?? null,
      orderId: l.orderId ?? null,
      orderNo: l.orderNo ?? null,
      reversesId: reverses.get(l.index) ?? null,
      remark: l.remark ?? posting.remark ?? null,
    })),
  );
  const posted: PostedMovement[] = keyed.map((l, i) => ({
    id: ids[i]!,
    stockItemId: l.stockItemId,
    quantity: l.delta.toFixed(),
    balanceAfter: balances[i]!,
    value: values[i]!,
    sourceLineId: l.sourceLineId ?? null,
  }));
  return posted;
}

type MovementRow = Awaited<ReturnType<typeof ledger.openMovementsOfSource>>[number];

async function compensate(trx: Db, ctx: PostingContext, rows: MovementRow[], remark: string | null): Promise<PostedMovement[]> {
  const first = rows[0];
  if (!first) return [];
  const reverses = new Map(rows.map((r, i) => [i, r.id]));
  return postStockMovements(
    trx,
    ctx,
    {
      source: { type: first.sourceType, id: first.sourceId, no: first.sourceNo },
      changeType: first.changeType as StockChangeType,
      remark,
      lines: rows.map((r) => ({
        storehouseId: r.storehouseId,
        skuKind: r.skuKind,
        skuId: r.skuId,
        rollId: r.rollId,
        vatNo: r.vatNo,
        quantity: Dec.of(r.quantity).neg().toFixed(),
        price: r.price,
        value: Dec.of(r.value).neg().toFixed(VALUE_SCALE),
        sourceLineId: r.sourceLineId,
        orderId: r.orderId,
        orderNo: r.orderNo,
      })),
    },
    reverses,
  );
}

/**
 * Compensates every movement a source posted that is not compensated yet (anti-review, undo, void):
 * new rows with the opposite sign, each pointing at the row it reverses. Reversing an arrival whose stock
 * has already gone out of a storehouse that forbids negative stock is refused (40904), like any out-movement.
 */
export async function reverseStockMovements(
  trx: Db,
  ctx: PostingContext,
  source: { type: string; id: string },
  remark: string | null = null,
): Promise<PostedMovement[]> {
  const rows = await ledger.openMovementsOfSource(trx, ctx, source.type, source.id);
  return compensate(trx, ctx, rows, remark);
}

/** Compensates one movement (the stock page's undo of a manual change). Answers the compensating row. */
export async function reverseOneMovement(
  trx: Db,
  ctx: PostingContext,
  movementId: string,
  remark: string | null,
): Promise<PostedMovement> {
  const row = (await ledger.lockMovement(trx, ctx, movementId)) ? await ledger.findMovement(trx, ctx, movementId) : undefined;
  if (!row) throw notFound({ zh: '库存变动记录', en: 'Stock movement' });
  if (row.reversesId || row.reversed)
    throw new AppError(Code.badState, { zh: '该记录已撤销', en: 'This movement is already undone' });
  const { reversed: _r, ...movement } = row;
  const [posted] = await compensate(trx, ctx, [movement], remark);
  return posted!;
}
