import type { ReturnLineRow, ReturnPageInput } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { likeContains } from '../../platform/db/keyword.js';

/** The list row of a return with its finance figures (应收退款, 已收款, 结欠) computed in SQL. */
function baseQuery(db: Db, unitId: string) {
  return db
    .selectFrom('materialReturn as r')
    .innerJoin('supplier as p', 'p.id', 'r.supplierId')
    .innerJoin('storehouse as h', 'h.id', 'r.storehouseId')
    .leftJoin('appUser as u', 'u.id', 'r.returnerId')
    .where('r.unitId', '=', unitId)
    .where('r.isDeleted', '=', false);
}

const collectedSql = sql<string>`coalesce((select sum(k.amount) from return_refund_link k join return_refund f on f.id = k.return_refund_id
  where k.material_return_id = r.id and k.unit_id = r.unit_id and not f.is_undone), 0)`;

function rowColumns(db: Db, unitId: string) {
  return baseQuery(db, unitId).select([
    'r.id',
    'r.no as orderNo',
    'r.supplierId',
    'p.name as supplierName',
    'r.returnerId',
    sql<string>`coalesce(u.user_name, '')`.as('returnerName'),
    sql<string>`to_char(r.date_return, 'YYYY-MM-DD')`.as('dateReturn'),
    'r.storehouseId',
    'h.name as storehouseName',
    'r.arriveBillId',
    'r.remark',
    'r.status',
    'r.version',
    'r.amount',
    collectedSql.as('collected'),
    sql<number>`(select count(*)::int from material_return_line l where l.material_return_id = r.id)`.as('skuCount'),
    sql<string>`coalesce((select sum(l.stock_quantity) from material_return_line l where l.material_return_id = r.id), 0)`.as(
      'stockQuantity',
    ),
    // 本次退料 added within one stock unit only ("2000 米 + 3000 个"), in first-line order.
    sql<unknown>`(select coalesce(json_agg(json_build_object('unit', u.unit, 'quantity', u.quantity::text, 'lines', u.lines)
        order by u.first_sort, u.first_id), '[]'::json)
      from (select l.stock_unit as unit, sum(l.stock_quantity) as quantity, count(*)::int as lines,
                   min(l.sort) as first_sort, min(l.id) as first_id
            from material_return_line l where l.material_return_id = r.id group by l.stock_unit) u)`.as('unitTotals'),
    sql<string>`to_char(r.created_at, 'YYYY-MM-DD HH24:MI:SS')`.as('createdAt'),
  ]);
}

type Filter = Omit<ReturnPageInput, 'pageNo' | 'pageNum' | 'pageSize'>;

function filtered(db: Db, unitId: string, f: Filter) {
  let q = rowColumns(db, unitId);
  if (f.returnOrderNo) q = q.where('r.no', 'ilike', likeContains(f.returnOrderNo));
  if (f.returnStartDate) q = q.where('r.dateReturn', '>=', f.returnStartDate);
  if (f.returnEndDate) q = q.where('r.dateReturn', '<=', f.returnEndDate);
  if (f.deliveryerId) q = q.where('r.returnerId', '=', f.deliveryerId);
  if (f.supplierId) q = q.where('r.supplierId', '=', f.supplierId);
  if (f.storehouseId) q = q.where('r.storehouseId', '=', f.storehouseId);
  const statuses = f.statuses?.filter((s) => s <= 5);
  if (statuses?.length) q = q.where('r.status', 'in', statuses);
  if (f.cancel === true) q = q.where('r.status', '=', 5);
  if (f.cancel === false) q = q.where('r.status', '!=', 5);
  if (f.keyword) {
    const like = likeContains(f.keyword);
    q = q.where((w) =>
      w.or([
        w('r.no', 'ilike', like),
        w('p.name', 'ilike', like),
        w.exists(
          w
            .selectFrom('materialReturnLine as l')
            .innerJoin('materialSkuDescriptor as s', 's.id', 'l.materialSkuId')
            .select('l.id')
            .whereRef('l.materialReturnId', '=', 'r.id')
            .where((x) =>
              x.or([x('s.materialNo', 'ilike', like), x('s.materialName', 'ilike', like), x('l.orderNo', 'ilike', like)]),
            ),
        ),
      ]),
    );
  }
  return q;
}

export async function pageReturns(db: Db, unitId: string, f: Filter, limit: number, offset: number) {
  const list = await filtered(db, unitId, f).orderBy('r.id', 'desc').limit(limit).offset(offset).execute();
  const total = await filtered(db, unitId, f)
    .clearSelect()
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return { list, totalCount: total.n };
}

/** Export batches in id order after `after` (keyset). */
export async function returnsAfter(db: Db, unitId: string, f: Filter, after: string | null, limit: number) {
  let q = filtered(db, unitId, f);
  if (after) q = q.where('r.id', '<', after);
  return q.orderBy('r.id', 'desc').limit(limit).execute();
}

export async function findReturnRow(db: Db, unitId: string, id: string) {
  return rowColumns(db, unitId).where('r.id', '=', id).executeTakeFirst();
}

export async function listReturnLines(
  db: Db,
  unitId: string,
  returnIds: readonly string[],
): Promise<(Omit<ReturnLineRow, 'rollNo'> & { materialReturnId: string })[]> {
  if (returnIds.length === 0) return [];
  return db
    .selectFrom('materialReturnLine as l')
    .innerJoin('materialSkuDescriptor as s', 's.id', 'l.materialSkuId')
    .select([
      'l.id',
      'l.materialReturnId',
      'l.materialSkuId',
      's.materialId',
      's.materialNo',
      's.materialName',
      's.kindName',
      's.colorName',
      's.specNo',
      'l.arriveLineId',
      'l.arriveBillId',
      'l.arriveNo',
      'l.orderNo',
      'l.purchaseUnit',
      'l.stockUnit',
      'l.conversionRate',
      'l.quantity',
      'l.stockQuantity',
      'l.unitPrice',
      'l.amount',
      'l.taxRate',
      'l.rollId',
      'l.vatNo',
      'l.remark',
    ])
    .where('l.unitId', '=', unitId)
    .where('l.materialReturnId', 'in', [...new Set(returnIds)])
    .orderBy('l.materialReturnId')
    .orderBy('l.sort')
    .orderBy('l.id')
    .execute();
}

/** Active refunds settling one return. */
export async function refundsOfReturn(db: Db, unitId: string, returnId: string) {
  return db
    .selectFrom('returnRefundLink as k')
    .innerJoin('returnRefund as f', 'f.id', 'k.returnRefundId')
    .leftJoin('appUser as u', 'u.id', 'f.salesmanId')
    .select([
      'f.id',
      'f.no as orderNo',
      sql<string>`to_char(f.date_refund, 'YYYY-MM-DD')`.as('dateRefund'),
      'k.amount',
      sql<string>`coalesce(u.user_name, '')`.as('salesmanName'),
    ])
    .where('k.unitId', '=', unitId)
    .where('k.materialReturnId', '=', returnId)
    .where('f.isUndone', '=', false)
    .orderBy('f.id')
    .execute();
}

/** Desk values of returns (deskColumns of the bill type). */
export async function describeReturnsForDesk(
  db: Db,
  unitId: string,
  billIds: string[],
): Promise<Map<string, Record<string, unknown>>> {
  const rows = await db
    .selectFrom('materialReturn as r')
    .innerJoin('supplier as p', 'p.id', 'r.supplierId')
    .innerJoin('storehouse as h', 'h.id', 'r.storehouseId')
    .select([
      'r.id',
      'p.name as supplierName',
      sql<string>`to_char(r.date_return, 'YYYY-MM-DD')`.as('dateReturn'),
      'h.name as storehouseName',
      'r.amount',
    ])
    .where('r.unitId', '=', unitId)
    .where('r.id', 'in', billIds)
    .execute();
  return new Map(rows.map(({ id, ...rest }) => [id, rest]));
}
