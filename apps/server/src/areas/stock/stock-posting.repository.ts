import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { SkuKind } from '../../schema/stock.js';
import { itemKey, lotKey, type LotRow, type StorehouseRule } from './stock-ledger.repository.js';
import type { StockScope } from './stock-scope.repository.js';

/*
 * The statements of one posting (stock-posting.service.ts), four round trips whatever the number of lines:
 * references (storehouses and SKUs), items (created and locked), lots (created and read), writes (items, lots and
 * movements). Lines travel as arrays (unnest), not as one parameter per value: a 50-line posting binds a few
 * dozen parameters instead of a thousand, which PostgreSQL parses and plans much faster.
 */

/** A storehouse as a posting sees it: its rules, whether the factory is linked to it, the end of its closed periods. */
export type PostingRule = StorehouseRule & { isLinked: boolean; closedUntil: string | null };

/**
 * The company's storehouses among `storehouseIds` with their rules and whether each is linked to the session's
 * factory, share-locked (a period close locks the row for update, so a posting and a close never pass each other: the
 * posting waiting for a close reads the storehouse row as the close left it, with its new closed-until date), and which of the SKU ids are the factory's own SKUs (a factory moves only its own SKUs, also in a
 * storehouse it shares: another factory's record is imported, never used, ADR 0011).
 */
export async function postingReferences(
  db: Db,
  scope: StockScope,
  storehouseIds: string[],
  skuIds: Record<SkuKind, string[]>,
): Promise<{ rules: Map<string, PostingRule>; skus: Record<SkuKind, Set<string>> }> {
  const { rows } = await sql<{
    kind: 'S' | SkuKind;
    id: string;
    name: string | null;
    notAllowNegativeMaterial: boolean | null;
    notAllowNegativeGoods: boolean | null;
    operableTypes: string[] | null;
    isLinked: boolean | null;
    closedUntil: string | null;
  }>`
    with s as (
      select s.id, s.name, s.not_allow_negative_material, s.not_allow_negative_goods, s.operable_types,
             to_char(s.stock_closed_until, 'YYYY-MM-DD') as closed_until
        from storehouse s where s.unit_id = ${scope.bossUnitId} and not s.is_deleted and s.id = any(${storehouseIds}::bigint[])
        order by s.id for share)
    select 'S' as kind, s.id, s.name, s.not_allow_negative_material, s.not_allow_negative_goods, s.operable_types,
           exists (select 1 from storehouse_factory_link l where l.storehouse_id = s.id and l.unit_id = ${scope.unitId}) as is_linked,
           s.closed_until
      from s
    union all
    select 'MATERIAL', id, null, null, null, null, null, null from material_sku_descriptor
      where unit_id = ${scope.unitId} and id = any(${skuIds.MATERIAL}::bigint[])
    union all
    select 'GOODS', id, null, null, null, null, null, null from goods_sku where unit_id = ${scope.unitId} and id = any(${skuIds.GOODS}::bigint[])
  `.execute(db);
  const rules = new Map<string, PostingRule>();
  const skus: Record<SkuKind, Set<string>> = { MATERIAL: new Set(), GOODS: new Set() };
  for (const r of rows) {
    if (r.kind === 'S')
      rules.set(r.id, {
        id: r.id,
        name: r.name ?? '',
        notAllowNegativeMaterial: Boolean(r.notAllowNegativeMaterial),
        notAllowNegativeGoods: Boolean(r.notAllowNegativeGoods),
        operableTypes: r.operableTypes ?? [],
        isLinked: Boolean(r.isLinked),
        closedUntil: r.closedUntil,
      });
    else skus[r.kind].add(r.id);
  }
  return { rules, skus };
}

/** A locked item as the posting reads it: quantity, value on hand and moving-average unit cost. */
export interface LockedItem {
  id: string;
  quantity: string;
  value: string;
  unitCost: string;
}

interface ItemKeyParts {
  storehouseId: string;
  skuKind: SkuKind;
  skuId: string;
}

/**
 * Creates the missing item rows (in one fixed key order, so two postings creating the same rows cannot deadlock)
 * and locks the existing ones in id order, in one statement; answers id and quantity per item key. A row another
 * posting created and committed while this statement ran is outside its snapshot: those keys are read and locked
 * by a second statement.
 */
export async function ensureAndLockItems(db: Db, scope: StockScope, keys: ItemKeyParts[]): Promise<Map<string, LockedItem>> {
  const unitId = scope.bossUnitId;
  const distinct = [...new Map(keys.map((k) => [itemKey(k), k])).values()];
  const found = new Map<string, LockedItem>();
  if (distinct.length === 0) return found;
  const arrays = (list: ItemKeyParts[]) =>
    sql`unnest(${list.map((k) => k.storehouseId)}::bigint[], ${list.map((k) => k.skuKind)}::text[], ${list.map((k) => k.skuId)}::bigint[]) as k(storehouse_id, sku_kind, sku_id)`;
  const { rows } = await sql<ItemKeyParts & LockedItem>`
    with k as (select * from ${arrays(distinct)}),
    created as (
      insert into stock_item (unit_id, storehouse_id, sku_kind, sku_id)
      select ${unitId}::bigint, storehouse_id, sku_kind, sku_id from k order by storehouse_id, sku_kind, sku_id
      on conflict (unit_id, storehouse_id, sku_kind, sku_id) do nothing
      returning id, storehouse_id, sku_kind, sku_id, quantity, value, unit_cost),
    locked as (
      select i.id, i.storehouse_id, i.sku_kind, i.sku_id, i.quantity, i.value, i.unit_cost
      from stock_item i join k on i.storehouse_id = k.storehouse_id and i.sku_kind = k.sku_kind and i.sku_id = k.sku_id
      where i.unit_id = ${unitId} order by i.id for update of i)
    select * from created union all select * from locked
  `.execute(db);
  const keep = (r: LockedItem) => ({ id: r.id, quantity: r.quantity, value: r.value, unitCost: r.unitCost });
  for (const r of rows) found.set(itemKey(r), keep(r));
  const missing = distinct.filter((k) => !found.has(itemKey(k)));
  if (missing.length) {
    const late = await sql<ItemKeyParts & LockedItem>`
      select i.id, i.storehouse_id, i.sku_kind, i.sku_id, i.quantity, i.value, i.unit_cost
      from stock_item i join ${arrays(missing)} on i.storehouse_id = k.storehouse_id and i.sku_kind = k.sku_kind and i.sku_id = k.sku_id
      where i.unit_id = ${unitId} order by i.id for update of i
    `.execute(db);
    for (const r of late.rows) found.set(itemKey(r), keep(r));
  }
  return found;
}

/**
 * Creates the missing lot rows of locked items and reads every lot of those items, in one statement. Lot rows
 * are created and changed only by postings holding their item's lock, so what this reads is current.
 */
export async function ensureAndReadLots(
  db: Db,
  scope: StockScope,
  keys: { stockItemId: string; rollId: string; vatNo: string }[],
  itemIds: string[],
): Promise<Map<string, LotRow>> {
  const distinct = [...new Map(keys.map((k) => [lotKey(k), k])).values()];
  const { rows } = await sql<LotRow>`
    with created as (
      insert into stock_balance (unit_id, stock_item_id, roll_id, vat_no)
      select ${scope.bossUnitId}::bigint, stock_item_id, roll_id, vat_no
      from unnest(${distinct.map((k) => k.stockItemId)}::bigint[], ${distinct.map((k) => k.rollId)}::bigint[], ${distinct.map((k) => k.vatNo)}::text[])
        as k(stock_item_id, roll_id, vat_no)
      order by stock_item_id, roll_id, vat_no
      on conflict (stock_item_id, roll_id, vat_no) do nothing
      returning id, stock_item_id, roll_id, vat_no, quantity)
    select id, stock_item_id, roll_id, vat_no, quantity from stock_balance where stock_item_id = any(${itemIds}::bigint[])
    union all select * from created
    order by id
  `.execute(db);
  return new Map(rows.map((r) => [lotKey(r), r]));
}

/** One movement to append: the per-line values (the posting's shared ones are given once). */
export interface MovementLine {
  stockItemId: string;
  storehouseId: string;
  skuKind: SkuKind;
  skuId: string;
  rollId: string;
  vatNo: string;
  quantity: string;
  balanceAfter: string;
  price: string | null;
  value: string;
  sourceLineId: string | null;
  orderId: string | null;
  orderNo: string | null;
  reversesId: string | null;
  remark: string | null;
}

export interface MovementHead {
  /** The company (the ledger's owner). */
  unitId: string;
  /** The factory posting the rows. */
  facUnitId: string;
  changeType: string;
  sourceType: string;
  sourceId: string | null;
  sourceNo: string | null;
  opDate: string;
  operatorId: string;
}

/**
 * The writes of a posting in one statement: the locked items' and lots' new quantities (first-in time on an
 * item's first positive move) and the movement rows; answers the movements' ids in the order given.
 */
export async function writePosting(
  db: Db,
  items: { id: string; quantity: string; value: string; unitCost: string; cameIn: boolean }[],
  lots: { id: string; quantity: string }[],
  head: MovementHead,
  lines: MovementLine[],
): Promise<string[]> {
  const col = <K extends keyof MovementLine>(key: K) => lines.map((l) => l[key]);
  const { rows } = await sql<{ id: string }>`
    with items as (
      update stock_item as i
      set quantity = v.q, value = v.val, unit_cost = v.cost, last_moved_at = now(), updated_at = now(),
          first_in_at = coalesce(i.first_in_at, case when v.came_in then now() end)
      from unnest(${items.map((r) => r.id)}::bigint[], ${items.map((r) => r.quantity)}::numeric[], ${items.map((r) => r.value)}::numeric[],
                  ${items.map((r) => r.unitCost)}::numeric[], ${items.map((r) => r.cameIn)}::boolean[]) as v(id, q, val, cost, came_in)
      where i.id = v.id),
    lots as (
      update stock_balance as b set quantity = v.q, updated_at = now()
      from unnest(${lots.map((r) => r.id)}::bigint[], ${lots.map((r) => r.quantity)}::numeric[]) as v(id, q)
      where b.id = v.id)
    insert into stock_movement (unit_id, stock_item_id, storehouse_id, sku_kind, sku_id, roll_id, vat_no, quantity, balance_after, price, value,
                                change_type, source_type, source_id, source_no, source_line_id, order_id, order_no, reverses_id, op_date, remark, operator_id,
                                fac_unit_id)
    select ${head.unitId}::bigint, m.stock_item_id, m.storehouse_id, m.sku_kind, m.sku_id, m.roll_id, m.vat_no, m.quantity, m.balance_after, m.price, m.value,
           ${head.changeType}::text, ${head.sourceType}::text, ${head.sourceId}::bigint, ${head.sourceNo}::text, m.source_line_id, m.order_id,
           m.order_no, m.reverses_id, ${head.opDate}::date, m.remark, ${head.operatorId}::bigint, ${head.facUnitId}::bigint
    from unnest(${col('stockItemId')}::bigint[], ${col('storehouseId')}::bigint[], ${col('skuKind')}::text[], ${col('skuId')}::bigint[],
                ${col('rollId')}::bigint[], ${col('vatNo')}::text[], ${col('quantity')}::numeric[], ${col('balanceAfter')}::numeric[],
                ${col('price')}::numeric[], ${col('value')}::numeric[], ${col('sourceLineId')}::bigint[], ${col('orderId')}::bigint[], ${col('orderNo')}::text[],
                ${col('reversesId')}::bigint[], ${col('remark')}::text[])
      with ordinality as m(stock_item_id, storehouse_id, sku_kind, sku_id, roll_id, vat_no, quantity, balance_after, price, value,
                           source_line_id, order_id, order_no, reverses_id, remark, ord)
    order by m.ord
    returning id
  `.execute(db);
  // Identity values are drawn in the order the rows are inserted: ascending ids are the rows in the order given.
  return rows.map((r) => r.id).sort((x, y) => Number(x) - Number(y));
}
