import type { OrderListQuery } from '@gf/contracts';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { hasBlockingDownstreamSql } from '../../bills/lineage.service.js';
import type { Db } from '../../platform/db/database.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';
import { countOrdersByStatus, isStatusOnly } from './order-list-count.repository.js';
import { FAC_PRD_ORDER } from './production-order.bill-type.js';
import { likeContains } from '../../platform/db/keyword.js';

/** A reviewed order that live documents point at cannot be un-reviewed (status 6 in the list). */
const LOCKED = hasBlockingDownstreamSql([FAC_PRD_ORDER], 'o.id');
/** Every status but 5 (voided), as the reference's list opens. */
const DEFAULT_STATUSES = [0, 1, 2, 3, 4, 6];

type Filter = Partial<OrderListQuery>;

/** The stored statuses a status list asks for, and whether it asks for locked (6) orders without all reviewed ones. */
function statusFilterOf(f: Filter) {
  // An empty list, or only the full-mode flag 7, asks for the default (every status but voided).
  const asked = f.statusList?.filter((s) => s !== 7) ?? [];
  const statuses = asked.length ? asked : DEFAULT_STATUSES;
  const stored = statuses.filter((s) => s !== 6);
  // 6 (locked) is a reviewed order (2) that live documents point at: when 2 is asked anyway, it adds nothing, and the
  // plain status list needs no per-row lineage check (and can be counted from production_order_count).
  return { stored, wantsLocked: statuses.includes(6) && !stored.includes(2) };
}

/** The orders of the factory that pass the filter panel (one row per order). */
export function filteredOrders(db: Db, tenant: Tenant, f: Filter) {
  let q = db
    .selectFrom('productionOrder as o')
    .where('o.unitId', 'in', readableUnits(tenant, 'productionOrder'))
    .where('o.isDeleted', '=', false);
  const { stored, wantsLocked } = statusFilterOf(f);
  q = q.where((eb) =>
    eb.or([
      eb('o.status', 'in', stored.length ? stored : [-1]),
      ...(wantsLocked ? [eb.and([eb('o.status', '=', 2), eb(LOCKED, '=', true)])] : []),
    ]),
  );
  if (f.keyWord) {
    // Each side reads its trigram index (order number; style number and name), joined as one id set.
    const k = likeContains(f.keyWord);
    const units = readableUnits(tenant, 'productionOrder');
    q = q.where(
      'o.id',
      'in',
      sql<string>`(select p.id from production_order p where p.unit_id in (${sql.join(units)}) and p.order_no ilike ${k}
        union select g.production_order_id from production_order_goods g join goods_style s on s.id = g.goods_style_id
        where g.unit_id in (${sql.join(units)}) and (s.style_no ilike ${k} or s.style_name ilike ${k}))`,
    );
  }
  if (f.type !== undefined) q = q.where('o.type', '=', f.type);
  if (f.outsideFactoryIds?.length)
    q = q.where('o.isOutsideFac', '=', true).where('o.outsideFactoryId', 'in', f.outsideFactoryIds);
  if (f.createByIds?.length) q = q.where('o.createdBy', 'in', f.createByIds);
  if (f.placeorderAtStart) q = q.where('o.placeorderAt', '>=', f.placeorderAtStart);
  if (f.placeorderAtEnd) q = q.where('o.placeorderAt', '<=', f.placeorderAtEnd);
  if (f.orderNos?.length) q = q.where((eb) => eb.or(f.orderNos!.map((n) => eb('o.orderNo', 'ilike', likeContains(n)))));
  if (f.placeOrderTypeIds?.length) q = q.where('o.placeOrderTypeId', 'in', f.placeOrderTypeIds);
  if (f.buyNo) q = q.where('o.buyNo', 'ilike', likeContains(f.buyNo));
  if (f.isFirstOrder !== undefined) q = q.where('o.isFirstOrder', '=', f.isFirstOrder === 1);
  if (f.styleIds?.length)
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('productionOrderGoods as g')
          .select('g.id')
          .whereRef('g.productionOrderId', '=', 'o.id')
          .where('g.goodsStyleId', 'in', f.styleIds!),
      ),
    );
  if (f.deliveryAtStart || f.deliveryAtEnd)
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('productionOrderGoods as g')
          .select('g.id')
          .whereRef('g.productionOrderId', '=', 'o.id')
          .$if(Boolean(f.deliveryAtStart), (s) => s.where('g.deliveryAt', '>=', f.deliveryAtStart!))
          .$if(Boolean(f.deliveryAtEnd), (s) => s.where('g.deliveryAt', '<=', f.deliveryAtEnd!)),
      ),
    );
  if (f.customerIds?.length) {
    const ids = f.customerIds;
    q = q.where(
      sql<SqlBool>`exists (select 1 from production_order_goods g join goods_style s on s.id = g.goods_style_id
        where g.production_order_id = o.id and (
          (g.fill_type = 0 and s.customer_id in (${sql.join(ids)}))
          or exists (select 1 from production_order_customer c where c.production_order_goods_id = g.id
            and c.customer_id in (${sql.join(ids)}))))`,
    );
  }
  if (f.isToMission !== undefined) {
    const converted = sql<SqlBool>`exists (select 1 from production_order_goods g where g.production_order_id = o.id and g.converted_num > 0)`;
    q = q.where(f.isToMission === 1 ? converted : sql<SqlBool>`not ${converted}`);
  }
  return q;
}

export interface OrderListRecord {
  id: string;
  orderNo: string;
  type: number;
  status: number;
  isLocked: boolean;
  placeorderAt: string;
  isOutsideFac: boolean;
  outsideFactoryId: string | null;
  outsideFactoryName: string | null;
  chargerIds: string[];
  createdBy: string;
  createdAt: Date;
  buyNo: string | null;
  placeOrderTypeId: string | null;
  placeOrderType: string | null;
  advanceOrderId: string | null;
  remark: string | null;
  isFirstOrder: boolean;
  totalNum: string;
  version: number;
}

function selectRows(db: Db, tenant: Tenant, f: Filter) {
  return filteredOrders(db, tenant, f)
    .leftJoin('outsideFactory as of', 'of.id', 'o.outsideFactoryId')
    .leftJoin('placeOrderType as pt', 'pt.id', 'o.placeOrderTypeId')
    .select([
      'o.id',
      'o.orderNo',
      'o.type',
      'o.status',
      LOCKED.as('isLocked'),
      sql<string>`to_char(o.placeorder_at, 'YYYY-MM-DD')`.as('placeorderAt'),
      'o.isOutsideFac',
      'o.outsideFactoryId',
      'of.name as outsideFactoryName',
      'o.chargerIds',
      'o.createdBy',
      'o.createdAt',
      'o.buyNo',
      'o.placeOrderTypeId',
      'pt.name as placeOrderType',
      'o.advanceOrderId',
      'o.remark',
      'o.isFirstOrder',
      'o.totalNum',
      'o.version',
    ]);
}

/** A goods block as a list row carries it (folded into the row as JSON; quantities as text, exact). */
export type ListGoods = Pick<
  OrderGoodsRecord,
  | 'id'
  | 'goodsStyleId'
  | 'styleNo'
  | 'styleName'
  | 'styleCustomerName'
  | 'customerNames'
  | 'fillType'
  | 'totalNum'
  | 'deliveryAt'
  | 'convertedNum'
>;

/** What a list row shows beyond the order's own columns, read in the same statement as the row. */
export interface OrderListDetail {
  goods: ListGoods[];
  chargerNames: string[];
  createdByName: string | null;
  /** The open review task's assignees as [user id, name] pairs, in the task's order; null without an open task. */
  auditors: [string, string][] | null;
  lastReviewLog: string | null;
  /** 关联订单号: the pre-order a formal order came from, or the live formal order a pre-order became. */
  linkedOrderNo: string | null;
}

/** The names of a jsonb array of user ids, in its order ('' for an unknown id). */
const userNamesOf = (ids: RawBuilder<unknown>) =>
  sql<string[]>`(select coalesce(array_agg(coalesce(u.user_name, '') order by e.ord), '{}')
    from jsonb_array_elements_text(${ids}) with ordinality e(uid, ord) left join app_user u on u.id = e.uid::bigint)`;

/**
 * These rows (a page, or rows by id) with their goods, names, review state and linked order, one statement: the rows
 * are a subquery (its limit and offset applied there, so rows skipped by the offset are never detailed) and every
 * detail a subquery of the outer row.
 */
function withDetails(db: Db, tenant: Tenant, rows: ReturnType<typeof selectRows>) {
  const orders = readableUnits(tenant, 'productionOrder');
  const goods = readableUnits(tenant, 'productionOrderGoods');
  const review = readableUnits(tenant, 'reviewTask');
  const events = readableUnits(tenant, 'billEvent');
  return db
    .selectFrom(rows.as('o'))
    .selectAll('o')
    .select([
      sql<ListGoods[]>`(select coalesce(jsonb_agg(jsonb_build_object('id', g.id::text, 'goodsStyleId', g.goods_style_id::text,
        'styleNo', s.style_no, 'styleName', s.style_name, 'styleCustomerName', sc.name, 'fillType', g.fill_type,
        'customerNames', (select jsonb_agg(c2.name order by c.sort) from production_order_customer c
          join customer c2 on c2.id = c.customer_id where c.production_order_goods_id = g.id),
        'totalNum', g.total_num::text, 'deliveryAt', to_char(g.delivery_at, 'YYYY-MM-DD'),
        'convertedNum', g.converted_num::text) order by g.sort), '[]')
      from production_order_goods g join goods_style s on s.id = g.goods_style_id
      left join customer sc on sc.id = s.customer_id
      where g.production_order_id = o.id and g.unit_id in (${sql.join(goods)}))`.as('goods'),
      userNamesOf(sql.ref('o.chargerIds')).as('chargerNames'),
      sql<string | null>`(select u.user_name from app_user u where u.id = o.created_by)`.as('createdByName'),
      sql<[string, string][] | null>`(select jsonb_agg(jsonb_build_array(e.uid, coalesce(u.user_name, '')) order by e.ord)
      from (select t.assignee_user_ids from review_task t where t.unit_id in (${sql.join(review)})
        and t.bill_type = ${FAC_PRD_ORDER} and t.state = 'OPEN' and t.bill_id = o.id order by t.id desc limit 1) t
      cross join jsonb_array_elements_text(t.assignee_user_ids) with ordinality e(uid, ord)
      left join app_user u on u.id = e.uid::bigint)`.as('auditors'),
      sql<string | null>`(select b.message from bill_event b where b.unit_id in (${sql.join(events)})
      and b.bill_type = ${FAC_PRD_ORDER} and b.bill_id = o.id and b.message is not null order by b.id desc limit 1)`.as(
        'lastReviewLog',
      ),
      sql<string | null>`case when o.advance_order_id is not null then
        (select a.order_no from production_order a where a.id = o.advance_order_id and a.unit_id in (${sql.join(orders)})
          and not a.is_deleted)
      when o.type = 0 then
        (select t.order_no from production_order t where t.advance_order_id = o.id and t.unit_id in (${sql.join(orders)})
          and not t.is_deleted and t.status <> 5 order by t.id desc limit 1)
      end`.as('linkedOrderNo'),
    ]);
}

/** The page's two statements (the count with the same filter, and the page's rows with their details), as builders. */
export function pageQueries(db: Db, tenant: Tenant, f: Filter, limit: number, offset: number) {
  const dir = f.sortOrder === 'asc' ? 'asc' : 'desc';
  const rows = selectRows(db, tenant, f)
    .$if(f.sortField === 'orderNo', (q) => q.orderBy('o.orderNo', dir))
    .$if(f.sortField === 'placeorderAt', (q) => q.orderBy('o.placeorderAt', dir))
    .orderBy('o.id', 'desc')
    .limit(limit)
    .offset(offset);
  return {
    count: filteredOrders(db, tenant, f).select(sql<string>`count(*)`.as('n')),
    rows,
    // The same page detailed, in the same order (placeorderAt is YYYY-MM-DD text there: it sorts as the date does).
    listRows: withDetails(db, tenant, rows)
      .$if(f.sortField === 'orderNo', (q) => q.orderBy('o.orderNo', dir))
      .$if(f.sortField === 'placeorderAt', (q) => q.orderBy('o.placeorderAt', dir))
      .orderBy('o.id', 'desc'),
  };
}

async function countOf(db: Db, tenant: Tenant, f: Filter, q: ReturnType<typeof pageQueries>) {
  const { stored, wantsLocked } = statusFilterOf(f);
  return isStatusOnly(f) && !wantsLocked
    ? countOrdersByStatus(db, tenant, stored)
    : q.count.executeTakeFirstOrThrow().then((c) => Number(c.n));
}

/**
 * The page's rows and how many orders pass the filter: a filter of statuses only (the list as it opens, a status tab)
 * is counted from production_order_count; any other filter counts the orders that pass it.
 */
export async function pageOrders(db: Db, tenant: Tenant, f: Filter, limit: number, offset: number) {
  const q = pageQueries(db, tenant, f, limit, offset);
  const [totalCount, rows] = await Promise.all([countOf(db, tenant, f, q), q.rows.execute()]);
  return { rows: rows as OrderListRecord[], totalCount };
}

/** pageOrders with each row's details (the order list): two statements at once, the count and the rows. */
export async function pageListOrders(db: Db, tenant: Tenant, f: Filter, limit: number, offset: number) {
  const q = pageQueries(db, tenant, f, limit, offset);
  const [totalCount, rows] = await Promise.all([countOf(db, tenant, f, q), q.listRows.execute()]);
  return { rows: rows as (OrderListRecord & OrderListDetail)[], totalCount };
}

/** Rows by id (history, batch), any status, with their details. */
export async function ordersByIds(
  db: Db,
  tenant: Tenant,
  ids: readonly string[],
): Promise<(OrderListRecord & OrderListDetail)[]> {
  if (ids.length === 0) return [];
  const rows = selectRows(db, tenant, { statusList: [0, 1, 2, 3, 4, 5, 6] }).where('o.id', 'in', [...ids]);
  return (await withDetails(db, tenant, rows).orderBy('o.id').execute()) as (OrderListRecord & OrderListDetail)[];
}

export interface OrderGoodsRecord {
  id: string;
  productionOrderId: string;
  goodsStyleId: string;
  styleNo: string;
  styleName: string;
  styleCustomerName: string | null;
  customerNames: string[] | null;
  fillType: number;
  totalNum: string;
  deliveryAt: string;
  convertedNum: string;
  noTaxPrice: string | null;
  taxRate: string | null;
  processUnitPrice: string | null;
  bomId: string | null;
  remark: string | null;
  mainPictureId: string | null;
}

/** The goods blocks of these orders, in their order, with the style and customer names. */
export async function goodsOfOrders(db: Db, tenant: Tenant, orderIds: readonly string[]): Promise<OrderGoodsRecord[]> {
  if (orderIds.length === 0) return [];
  return (await db
    .selectFrom('productionOrderGoods as g')
    .innerJoin('goodsStyle as s', 's.id', 'g.goodsStyleId')
    .leftJoin('customer as sc', 'sc.id', 's.customerId')
    .select([
      'g.id',
      'g.productionOrderId',
      'g.goodsStyleId',
      's.styleNo',
      's.styleName',
      'sc.name as styleCustomerName',
      sql<string[] | null>`(select array_agg(c2.name order by c.sort) from production_order_customer c
        join customer c2 on c2.id = c.customer_id where c.production_order_goods_id = g.id)`.as('customerNames'),
      'g.fillType',
      'g.totalNum',
      sql<string>`to_char(g.delivery_at, 'YYYY-MM-DD')`.as('deliveryAt'),
      'g.convertedNum',
      'g.noTaxPrice',
      'g.taxRate',
      'g.processUnitPrice',
      'g.bomId',
      'g.remark',
      sql<string | null>`coalesce(s.main_picture_id::text, s.picture_ids->>0)`.as('mainPictureId'),
    ])
    .where('g.unitId', 'in', readableUnits(tenant, 'productionOrderGoods'))
    .where('g.productionOrderId', 'in', [...orderIds])
    .orderBy('g.productionOrderId')
    .orderBy('g.sort')
    .execute()) as OrderGoodsRecord[];
}
