import type { NoticeLineRow, NoticeRow } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { likeContains } from '../../platform/db/keyword.js';

export interface NoticeHeadValues {
  no: string;
  supplierId: string;
  dateArrive: string;
  storehouseId: string | null;
  remark: string | null;
}

export interface NoticeLineValues {
  materialSkuId: string;
  purchaseLineId: string | null;
  purchaseUnit: string;
  stockUnit: string;
  conversionRate: string;
  quantity: string;
  stockQuantity: string;
  remark: string | null;
}

export async function insertNotice(trx: Db, unitId: string, userId: string, head: NoticeHeadValues): Promise<string> {
  const row = await trx
    .insertInto('arrivalNotice')
    .values({ ...head, unitId, createdBy: userId, updatedBy: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateNoticeHead(
  trx: Db,
  unitId: string,
  id: string,
  userId: string,
  head: NoticeHeadValues,
): Promise<void> {
  await trx
    .updateTable('arrivalNotice')
    .set({ ...head, updatedBy: userId, updatedAt: new Date() })
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .execute();
}

export async function replaceNoticeLines(trx: Db, unitId: string, noticeId: string, lines: NoticeLineValues[]): Promise<void> {
  await trx.deleteFrom('arrivalNoticeLine').where('unitId', '=', unitId).where('arrivalNoticeId', '=', noticeId).execute();
  if (lines.length === 0) return;
  await trx
    .insertInto('arrivalNoticeLine')
    .values(lines.map((l, sort) => ({ ...l, unitId, arrivalNoticeId: noticeId, sort })))
    .execute();
}

export async function findNoticeIdByNo(db: Db, unitId: string, no: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('arrivalNotice')
    .select('id')
    .where('unitId', '=', unitId)
    .where('isDeleted', '=', false)
    .where('no', '=', no)
    .executeTakeFirst();
  return row?.id;
}

function headSelect(db: Db, unitId: string) {
  return db
    .selectFrom('arrivalNotice as n')
    .innerJoin('supplier as su', 'su.id', 'n.supplierId')
    .leftJoin('storehouse as st', 'st.id', 'n.storehouseId')
    .leftJoin('appUser as u', 'u.id', 'n.createdBy')
    .where('n.unitId', '=', unitId)
    .where('n.isDeleted', '=', false)
    .select([
      'n.id',
      'n.no as orderNo',
      'n.supplierId',
      'su.name as supplierName',
      sql<string>`to_char(n.date_arrive, 'YYYY-MM-DD')`.as('dateArrive'),
      'n.storehouseId',
      'st.name as storehouseName',
      'n.remark',
      'n.status',
      'u.userName as createdByName',
      'n.createdAt',
      sql<string>`(select coalesce(sum(l.stock_quantity), 0) from arrival_notice_line l where l.arrival_notice_id = n.id)`.as(
        'stockQuantity',
      ),
      sql<number>`(select count(*)::int from arrival_notice_line l where l.arrival_notice_id = n.id)`.as('lineCount'),
    ]);
}

type HeadRecord = Awaited<ReturnType<ReturnType<typeof headSelect>['executeTakeFirstOrThrow']>>;
const toRow = (r: HeadRecord): NoticeRow => ({ ...r, status: Number(r.status), createdAt: new Date(r.createdAt).toISOString() });

export async function findNoticeHead(db: Db, unitId: string, id: string): Promise<NoticeRow | undefined> {
  const r = await headSelect(db, unitId).where('n.id', '=', id).executeTakeFirst();
  return r ? toRow(r) : undefined;
}

export async function findNoticeHeads(db: Db, unitId: string, ids: readonly string[]): Promise<NoticeRow[]> {
  if (ids.length === 0) return [];
  return (
    await headSelect(db, unitId)
      .where('n.id', 'in', [...ids])
      .execute()
  ).map(toRow);
}

export async function pageNotices(
  db: Db,
  unitId: string,
  f: { keyword?: string | null | undefined; statuses?: number[] | undefined; supplierId?: string | undefined },
  limit: number,
  offset: number,
): Promise<{ list: NoticeRow[]; totalCount: number }> {
  let q = headSelect(db, unitId);
  if (f.statuses?.length) q = q.where('n.status', 'in', f.statuses);
  if (f.supplierId) q = q.where('n.supplierId', '=', f.supplierId);
  if (f.keyword) {
    const like = likeContains(f.keyword);
    q = q.where((eb) => eb.or([eb('n.no', 'ilike', like), eb('su.name', 'ilike', like)]));
  }
  const [rows, count] = await Promise.all([
    q.orderBy('n.id', 'desc').limit(limit).offset(offset).execute(),
    q
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(toRow), totalCount: Number(count.n) };
}

export async function findNoticeLines(db: Db, unitId: string, noticeId: string): Promise<NoticeLineRow[]> {
  return db
    .selectFrom('arrivalNoticeLine as l')
    .innerJoin('materialSkuDescriptor as s', 's.id', 'l.materialSkuId')
    .where('l.unitId', '=', unitId)
    .where('l.arrivalNoticeId', '=', noticeId)
    .select([
      'l.id',
      'l.materialSkuId',
      's.materialNo',
      's.materialName',
      's.kindName',
      's.colorName',
      's.specNo',
      'l.purchaseLineId',
      'l.purchaseUnit',
      'l.stockUnit',
      'l.conversionRate',
      'l.quantity',
      'l.stockQuantity',
      'l.remark',
    ])
    .orderBy('l.sort')
    .orderBy('l.id')
    .execute();
}

export async function countNoticeLines(trx: Db, unitId: string, noticeId: string): Promise<number> {
  const row = await trx
    .selectFrom('arrivalNoticeLine')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('unitId', '=', unitId)
    .where('arrivalNoticeId', '=', noticeId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
