import type { BalanceDetailInput, BalanceFilterInput, BalanceLine, BalanceOption, BalanceTotal } from '@gf/contracts';
import { pageOf } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { Tenant } from '../../platform/tenancy/scope.js';
import { likeContains } from '../../platform/db/keyword.js';

/*
 * A period's lines (stock_period_line), kept per SKU and production order. They are read from the stock area's
 * published view stock_period_movement (migration 202612030400), which says on which side each ledger row counts: a
 * reversal on its original's side, so undoing an out lowers "out" rather than raising "in".
 */

/** Writes the period's lines in one statement: per SKU × order, opening (before the start), in, out, closing. */
export async function writeLines(
  db: Db,
  scope: Tenant,
  periodId: string,
  storehouseId: string,
  start: string,
  end: string,
): Promise<void> {
  await sql`
    insert into stock_period_line (stock_period_id, sku_kind, sku_id, order_id, order_no, opening_quantity, opening_value,
                                   in_quantity, in_value, out_quantity, out_value, closing_quantity, closing_value)
    select ${periodId}::bigint, m.sku_kind, m.sku_id, m.order_id, max(m.order_no),
           coalesce(sum(m.quantity) filter (where m.op_date < ${start}::date), 0),
           coalesce(sum(m.value) filter (where m.op_date < ${start}::date), 0),
           coalesce(sum(m.quantity) filter (where m.op_date >= ${start}::date and m.is_in), 0),
           coalesce(sum(m.value) filter (where m.op_date >= ${start}::date and m.is_in), 0),
           coalesce(-sum(m.quantity) filter (where m.op_date >= ${start}::date and not m.is_in), 0),
           coalesce(-sum(m.value) filter (where m.op_date >= ${start}::date and not m.is_in), 0),
           sum(m.quantity), sum(m.value)
    from stock_period_movement m
    where m.unit_id = ${scope.bossUnitId} and m.storehouse_id = ${storehouseId} and m.op_date <= ${end}::date
    group by m.sku_kind, m.sku_id, m.order_id
  `.execute(db);
}

/** The SKUs of the factory that a supplier supplies (material SKU × supplier links). */
const suppliedBy = (scope: Tenant, supplierId: string) =>
  sql`(l.sku_kind = 'MATERIAL' and l.sku_id in (select ms.material_sku_id from material_sku_supplier ms
        where ms.supplier_id = ${supplierId} and ms.unit_id = ${scope.unitId}))`;

/** The period's lines summed per SKU (one order's part when asked, the supplier's SKUs when asked). */
function filteredLines(scope: Tenant, filter: BalanceDetailInput) {
  return sql`
    select l.sku_kind, l.sku_id, sum(l.opening_quantity) as opening_quantity, sum(l.opening_value) as opening_value,
           sum(l.in_quantity) as in_quantity, sum(l.in_value) as in_value, sum(l.out_quantity) as out_quantity,
           sum(l.out_value) as out_value, sum(l.closing_quantity) as closing_quantity, sum(l.closing_value) as closing_value
    from stock_period_line l
    where l.stock_period_id = ${filter.id}
      ${filter.orderId ? sql`and l.order_id = ${filter.orderId}` : sql``}
      ${filter.supplierId ? sql`and ${suppliedBy(scope, filter.supplierId)}` : sql``}
    group by l.sku_kind, l.sku_id`;
}

const named = sql`
  left join material_sku_descriptor d on l.sku_kind = 'MATERIAL' and d.id = l.sku_id
  left join goods_sku gs on l.sku_kind = 'GOODS' and gs.id = l.sku_id
  left join goods_style g on g.id = gs.goods_style_id`;

export async function periodLines(db: Db, scope: Tenant, filter: BalanceDetailInput): Promise<BalanceLine[]> {
  const { rows } = await sql<BalanceLine>`
    select l.*,
           coalesce(d.material_no || ' ' || d.material_name || ' ' || d.color_name || coalesce(' / ' || d.spec_no, ''),
                    g.style_no, l.sku_id::text) as sku_name,
           coalesce(d.stock_unit, '') as stock_unit
    from (${filteredLines(scope, filter)}) l ${named}
    order by sku_name, l.sku_kind, l.sku_id`.execute(db);
  return rows;
}

/** Each column's sum per stock unit over the same lines. */
export async function periodTotals(db: Db, scope: Tenant, filter: BalanceDetailInput): Promise<BalanceTotal[]> {
  const { rows } = await sql<BalanceTotal>`
    select coalesce(d.stock_unit, '') as stock_unit,
           sum(l.opening_quantity) as opening_quantity, sum(l.opening_value) as opening_value,
           sum(l.in_quantity) as in_quantity, sum(l.in_value) as in_value, sum(l.out_quantity) as out_quantity,
           sum(l.out_value) as out_value, sum(l.closing_quantity) as closing_quantity, sum(l.closing_value) as closing_value
    from (${filteredLines(scope, filter)}) l ${named}
    group by 1 order by 1`.execute(db);
  return rows;
}

/** The periods the filter dropdowns read: one (already checked to be the factory's) or every live one it sees. */
const periodsOf = (scope: Tenant, balanceId: string | undefined) =>
  balanceId
    ? sql`select ${balanceId}::bigint as id`
    : sql`select p.id from stock_period p
          where p.unit_id = ${scope.bossUnitId} and p.status = 'CLOSED'
            and p.storehouse_id in (select k.storehouse_id from storehouse_factory_link k where k.unit_id = ${scope.unitId})`;

/** Production orders named by the movements of the periods' lines, as options (number), paged, by keyword. */
export async function orderOptions(db: Db, scope: Tenant, input: BalanceFilterInput): Promise<BalanceOption[]> {
  const { pageSize, offset } = pageOf(input);
  const { rows } = await sql<BalanceOption>`
    select l.order_id::text as value, max(l.order_no) as label
    from stock_period_line l
    where l.stock_period_id in (${periodsOf(scope, input.balanceId)}) and l.order_id is not null
      ${input.keyword ? sql`and l.order_no ilike ${likeContains(input.keyword)}` : sql``}
    group by l.order_id order by label, value limit ${pageSize} offset ${offset}`.execute(db);
  return rows;
}

/** The factory's suppliers of the material SKUs in the periods' lines, as options (name), paged, by keyword. */
export async function supplierOptions(db: Db, scope: Tenant, input: BalanceFilterInput): Promise<BalanceOption[]> {
  const { pageSize, offset } = pageOf(input);
  const { rows } = await sql<BalanceOption>`
    select s.id::text as value, s.name as label
    from supplier s
    where s.unit_id = ${scope.unitId}
      and exists (select 1 from material_sku_supplier ms join stock_period_line l
                    on l.sku_kind = 'MATERIAL' and l.sku_id = ms.material_sku_id
                  where ms.supplier_id = s.id and ms.unit_id = ${scope.unitId}
                    and l.stock_period_id in (${periodsOf(scope, input.balanceId)}))
      ${input.keyword ? sql`and s.name ilike ${likeContains(input.keyword)}` : sql``}
    order by s.name, s.id limit ${pageSize} offset ${offset}`.execute(db);
  return rows;
}
