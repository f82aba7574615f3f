import type { RefundPageInput } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { likeContains } from '../../platform/db/keyword.js';

export interface RefundHeadValues {
  no: string;
  supplierId: string;
  salesmanId: string;
  dateRefund: string;
  amount: string;
  remitMethod: string | null;
  remark: string | null;
}

/**
 * Locks the returns a refund settles (fixed id order) and answers each one's supplier, status, amount and
 * what active refunds other than `exceptRefundId` already collected.
 */
export async function lockReturnsForRefund(trx: Db, unitId: string, returnIds: readonly string[], exceptRefundId: string | null) {
  const ids = [...new Set(returnIds)].sort();
  if (ids.length === 0) return new Map<string, never>();
  const rows = await trx
    .selectFrom('materialReturn as r')
    .select([
      'r.id',
      'r.no',
      'r.supplierId',
      'r.status',
      'r.amount',
      sql<string>`coalesce((select sum(k.amount) from return_refund_link k join return_refund f on f.id = k.return_refund_id
        where k.material_return_id = r.id and k.unit_id = r.unit_id and not f.is_undone
        and (${exceptRefundId}::bigint is null or f.id <> ${exceptRefundId}::bigint)), 0)`.as('collected'),
    ])
    .where('r.unitId', '=', unitId)
    .where('r.isDeleted', '=', false)
    .where('r.id', 'in', ids)
    .orderBy('r.id')
    .forUpdate()
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

export async function insertRefund(trx: Db, unitId: string, userId: string, head: RefundHeadValues): Promise<string> {
  const row = await trx
    .insertInto('returnRefund')
    .values({ ...head, unitId, createdBy: userId, updatedBy: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateRefund(
  trx: Db,
  unitId: string,
  userId: string,
  id: string,
  version: number | undefined,
  head: RefundHeadValues,
) {
  let q = trx
    .updateTable('returnRefund')
    .set({ ...head, updatedBy: userId, updatedAt: new Date(), version: sql`version + 1` })
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .where('isUndone', '=', false);
  if (version !== undefined) q = q.where('version', '=', version);
  return Number((await q.executeTakeFirst()).numUpdatedRows) === 1;
}

export async function replaceLinks(
  trx: Db,
  unitId: string,
  refundId: string,
  links: readonly { materialReturnId: string; amount: string }[],
) {
  await trx.deleteFrom('returnRefundLink').where('unitId', '=', unitId).where('returnRefundId', '=', refundId).execute();
  if (links.length)
    await trx
      .insertInto('returnRefundLink')
      .values(links.map((l) => ({ ...l, unitId, returnRefundId: refundId })))
      .execute();
}

export async function lockRefund(trx: Db, unitId: string, id: string) {
  return trx
    .selectFrom('returnRefund')
    .selectAll()
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function findRefundByNo(db: Db, unitId: string, no: string): Promise<string | undefined> {
  return (await db.selectFrom('returnRefund').select('id').where('unitId', '=', unitId).where('no', '=', no).executeTakeFirst())
    ?.id;
}

export async function markUndone(trx: Db, unitId: string, userId: string, id: string): Promise<void> {
  await trx
    .updateTable('returnRefund')
    .set({
      isUndone: true,
      undoneBy: userId,
      undoneAt: new Date(),
      updatedBy: userId,
      updatedAt: new Date(),
      version: sql`version + 1`,
    })
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .execute();
}

type Filter = Omit<RefundPageInput, 'pageNo' | 'pageNum' | 'pageSize'>;

function rows(db: Db, unitId: string, f: Filter) {
  let q = db
    .selectFrom('returnRefund as f')
    .innerJoin('supplier as p', 'p.id', 'f.supplierId')
    .leftJoin('appUser as u', 'u.id', 'f.salesmanId')
    .select([
      'f.id',
      'f.no as orderNo',
      'f.supplierId',
      'p.name as supplierName',
      'f.salesmanId',
      sql<string>`coalesce(u.user_name, '')`.as('salesmanName'),
      sql<string>`to_char(f.date_refund, 'YYYY-MM-DD')`.as('dateRefund'),
      'f.amount',
      'f.remitMethod as remitMethodName',
      'f.remark',
      'f.isUndone',
      'f.version',
      sql<
        string[]
      >`coalesce((select array_agg(r.no order by r.id) from return_refund_link k join material_return r on r.id = k.material_return_id
        where k.return_refund_id = f.id), '{}')`.as('returnNos'),
      sql<string>`to_char(f.created_at, 'YYYY-MM-DD HH24:MI:SS')`.as('createdAt'),
    ])
    .where('f.unitId', '=', unitId);
  if (f.orderNo) q = q.where('f.no', 'ilike', likeContains(f.orderNo));
  if (f.supplierId) q = q.where('f.supplierId', '=', f.supplierId);
  if (f.salesmanId) q = q.where('f.salesmanId', '=', f.salesmanId);
  if (f.startDate) q = q.where('f.dateRefund', '>=', f.startDate);
  if (f.endDate) q = q.where('f.dateRefund', '<=', f.endDate);
  if (f.undone !== undefined) q = q.where('f.isUndone', '=', f.undone);
  if (f.billReturnId) {
    const returnId = f.billReturnId;
    q = q.where((w) =>
      w.exists(
        w
          .selectFrom('returnRefundLink as k')
          .select('k.id')
          .whereRef('k.returnRefundId', '=', 'f.id')
          .where('k.materialReturnId', '=', returnId),
      ),
    );
  }
  return q;
}

export async function pageRefunds(db: Db, unitId: string, f: Filter, limit: number, offset: number) {
  const list = await rows(db, unitId, f).orderBy('f.id', 'desc').limit(limit).offset(offset).execute();
  const total = await rows(db, unitId, f)
    .clearSelect()
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return { list, totalCount: total.n };
}

export async function refundsAfter(db: Db, unitId: string, f: Filter, after: string | null, limit: number) {
  let q = rows(db, unitId, f);
  if (after) q = q.where('f.id', '<', after);
  return q.orderBy('f.id', 'desc').limit(limit).execute();
}

export async function findRefundRow(db: Db, unitId: string, id: string) {
  return rows(db, unitId, {}).where('f.id', '=', id).executeTakeFirst();
}

export async function linksOfRefund(db: Db, unitId: string, refundId: string) {
  return db
    .selectFrom('returnRefundLink as k')
    .innerJoin('materialReturn as r', 'r.id', 'k.materialReturnId')
    .select([
      'k.materialReturnId as billReturnId',
      'r.no as billReturnNo',
      sql<string>`to_char(r.date_return, 'YYYY-MM-DD')`.as('dateReturn'),
      'r.amount as returnAmount',
      'k.amount',
    ])
    .where('k.unitId', '=', unitId)
    .where('k.returnRefundId', '=', refundId)
    .orderBy('k.id')
    .execute();
}
