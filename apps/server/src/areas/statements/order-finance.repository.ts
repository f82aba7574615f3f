import type { OrderFinanceInput, SettlementFigures } from '@gf/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { partnerNameSql } from '../finance-periods/index.js';
import { itemFiguresSql, itemLinesJoin } from '../payables/index.js';
import { likeContains } from '../../platform/db/keyword.js';
import { materialCostOf, materialLinesCte, orderMaterials, type OrderMaterialRow } from './order-material.repository.js';

/*
 * The production-order finance statement read from the journal. The orders are read-only rows of production_order (the
 * production-orders area publishes no amount call; the invoices area reads them the same way). An order's bills: the
 * AP items of the node reports of its missions (outside processing) and the AR items of the order itself. Its material
 * cost comes from the arrivals received for it (order-material.repository.ts).
 */

type Filter = Omit<OrderFinanceInput, 'pageNo' | 'pageNum' | 'pageSize'> & { id?: string };

const FIGURES = ['owed', 'paid', 'offset', 'adjusted', 'open'] as const;
const KINDS = { p: 'PROCESSING', r: 'RECEIVABLE' } as const;
const cap = (k: string) => k[0]!.toUpperCase() + k.slice(1);
/** The figures of each kind of bill, as pOwed … (processing) and rOwed … (receivable); constants only, so raw. */
const perKindSums = sql.raw(
  Object.entries(KINDS)
    .flatMap(([p, kind]) => FIGURES.map((k) => `coalesce(sum(p."${k}") filter (where p.kind = '${kind}'), 0) as "${p}${cap(k)}"`))
    .join(', '),
);
const figureNames = Object.keys(KINDS).flatMap((p) => FIGURES.map((k) => `"${p}${cap(k)}"`));
const figureColumns = sql.raw(figureNames.join(', '));
const figureSums = sql.raw(figureNames.map((n) => `sum(${n}) as ${n}`).join(', '));

/**
 * CTEs `orders` (the filtered orders), `material_lines` (the arrival lines bought for them), `per_item` (each bill of
 * them with its figures, kind and order) and `per_order`.
 */
function ordersAndItems(unitId: string, f: Filter): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`po.unit_id = ${unitId}`, sql`not po.is_deleted`];
  if (f.id) parts.push(sql`po.id = ${f.id}`);
  if (f.keyword) parts.push(sql`(po.order_no ilike ${likeContains(f.keyword)} or po.buy_no ilike ${likeContains(f.keyword)})`);
  if (f.startDate) parts.push(sql`po.placeorder_at >= ${f.startDate}::date`);
  if (f.endDate) parts.push(sql`po.placeorder_at <= ${f.endDate}::date`);
  return sql`with orders as (
      select po.id, po.order_no, po.buy_no, po.placeorder_at from production_order po where ${sql.join(parts, sql` and `)}
    ), ${materialLinesCte(unitId)}, links as (
      select m.production_order_id as order_id, i.id as item_row, 'PROCESSING' as kind
        from journal_item i
        join mission_node_report r on r.unit_id = i.unit_id and r.id = i.item_id and r.bill_type = i.item_type
        join mission m on m.id = r.mission_id
       where i.unit_id = ${unitId} and i.ledger = 'AP' and m.production_order_id in (select id from orders)
      union all
      select i.item_id, i.id, 'RECEIVABLE'
        from journal_item i
       where i.unit_id = ${unitId} and i.ledger = 'AR' and i.item_type = 'FAC_PRD_ORDER' and i.item_id in (select id from orders)
    ), per_item as (
      select k.order_id, k.kind, i.item_type, i.item_id, i.item_no, i.partner_type, i.partner_id, i.first_date, ${itemFiguresSql}
        from links k join journal_item i on i.id = k.item_row ${itemLinesJoin}
       group by k.order_id, k.kind, i.id
    ), per_order as (
      select o.id, o.order_no, o.buy_no, o.placeorder_at, count(p.item_id) as bills,
             (select coalesce(sum(g.no_tax_amount + g.tax_amount), 0) from production_order_goods g
               where g.production_order_id = o.id) as order_amount,
             ${materialCostOf(sql`o.id`)} as material_cost,
             ${perKindSums}
        from orders o left join per_item p on p.order_id = o.id
       group by o.id, o.order_no, o.buy_no, o.placeorder_at
      ${f.debt ? sql`having coalesce(sum(p.open), 0) <> 0` : sql``})`;
}

/** Per order: the five figures of each kind, prefixed p (processing) and r (receivable). */
export type OrderRow = {
  id: string;
  orderNo: string;
  buyNo: string | null;
  placeorderAt: string;
  bills: string;
  orderAmount: string;
  materialCost: string;
} & Record<`${keyof typeof KINDS}${Capitalize<keyof SettlementFigures>}`, string>;

/** One page of orders, newest first, and the totals over every filtered order. */
export async function orderRows(db: Db, unitId: string, f: Filter, limit: number, offset: number) {
  const [page, totals] = await Promise.all([
    sql<OrderRow>`${ordersAndItems(unitId, f)}
      select id, order_no as "orderNo", buy_no as "buyNo", to_char(placeorder_at, 'YYYY-MM-DD') as "placeorderAt",
             bills, order_amount as "orderAmount", material_cost as "materialCost", ${figureColumns}
        from per_order order by placeorder_at desc, id desc limit ${limit} offset ${offset}`.execute(db),
    sql<OrderRow & { n: string }>`${ordersAndItems(unitId, f)}
      select count(*) as n, coalesce(sum(order_amount), 0) as "orderAmount",
             coalesce(sum(material_cost), 0) as "materialCost", ${figureSums} from per_order`.execute(db),
  ]);
  return { rows: page.rows, totals: totals.rows[0]! };
}

export interface OrderBillRow extends SettlementFigures {
  kind: 'PROCESSING' | 'RECEIVABLE';
  itemType: string;
  itemId: string;
  itemNo: string;
  partnerType: 'SUPPLIER' | 'OUTSIDE_FACTORY' | 'CUSTOMER' | null;
  partnerId: string | null;
  partnerName: string | null;
  firstDate: string;
}

/** One order's bills with their figures, oldest first. */
export async function orderBills(db: Db, unitId: string, id: string): Promise<OrderBillRow[]> {
  const { rows } = await sql<OrderBillRow>`${ordersAndItems(unitId, { id })}
    select p.kind, p.item_type as "itemType", p.item_id as "itemId", p.item_no as "itemNo",
           p.partner_type as "partnerType", p.partner_id as "partnerId", ${partnerNameSql('p', unitId)} as "partnerName",
           to_char(p.first_date, 'YYYY-MM-DD') as "firstDate", p.owed, p.paid, p."offset", p.adjusted, p.open
      from per_item p order by p.first_date, p.item_type, p.item_id`.execute(db);
  return rows;
}

/** One order's arrivals counted as its material cost. */
export const orderMaterialRows = (db: Db, unitId: string, id: string): Promise<OrderMaterialRow[]> =>
  orderMaterials(db, unitId, ordersAndItems(unitId, { id }));
