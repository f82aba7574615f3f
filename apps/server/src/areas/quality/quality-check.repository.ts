import type { QualityCheckLineRow, QualityResult } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { likeContains } from '../../platform/db/keyword.js';

export interface QualityHeadValues {
  billNo: string;
  sourceType: string;
  sourceId: string | null;
  sourceNo: string | null;
  supplierId: string | null;
  checkerId: string;
  checkDate: string;
  remark: string | null;
}

export interface QualityLineValues {
  materialSkuId: string;
  materialRollId: string | null;
  sourceLineId: string | null;
  checkedQuantity: string;
  qualifiedQuantity: string;
  unqualifiedQuantity: string;
  defectLabelIds: string[];
  defects: string | null;
  result: QualityResult;
  remark: string | null;
}

const live = (db: Db, unitId: string) =>
  db.selectFrom('qualityCheck as q').where('q.unitId', '=', unitId).where('q.isDeleted', '=', false);

export async function findHead(db: Db, unitId: string, id: string, lock = false) {
  let q = live(db, unitId).select(['q.id', 'q.billNo', 'q.status']).where('q.id', '=', id);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function billNoTaken(db: Db, unitId: string, billNo: string, selfId?: string): Promise<boolean> {
  let q = live(db, unitId).select('q.id').where('q.billNo', '=', billNo);
  if (selfId) q = q.where('q.id', '<>', selfId);
  return Boolean(await q.executeTakeFirst());
}

export async function insertHead(trx: Db, unitId: string, userId: string, v: QualityHeadValues): Promise<string> {
  const row = await trx
    .insertInto('qualityCheck')
    .values({ unitId, createdBy: userId, ...v })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateHead(trx: Db, unitId: string, userId: string, id: string, v: QualityHeadValues): Promise<void> {
  await trx
    .updateTable('qualityCheck')
    .set({ ...v, updatedBy: userId, updatedAt: new Date(), version: sql`version + 1` })
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .execute();
}

export async function replaceLines(trx: Db, unitId: string, billId: string, lines: QualityLineValues[]): Promise<void> {
  await trx.deleteFrom('qualityCheckLine').where('unitId', '=', unitId).where('qualityCheckId', '=', billId).execute();
  await trx
    .insertInto('qualityCheckLine')
    .values(
      lines.map((l, sort) => ({ unitId, qualityCheckId: billId, sort, ...l, defectLabelIds: JSON.stringify(l.defectLabelIds) })),
    )
    .execute();
}

/** Which of these ids are live material SKUs / users of the unit / suppliers: for reference checks. */
export async function countSkus(db: Db, unitId: string, ids: string[]): Promise<number> {
  const row = await db
    .selectFrom('materialSkuDescriptor')
    .select(sql<string>`count(*)`.as('n'))
    .where('unitId', '=', unitId)
    .where('isDeleted', '=', false)
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function isUnitUser(db: Db, unitId: string, userId: string): Promise<boolean> {
  return Boolean(
    await db.selectFrom('userUnit').select('userId').where('unitId', '=', unitId).where('userId', '=', userId).executeTakeFirst(),
  );
}

export async function supplierExists(db: Db, unitId: string, id: string): Promise<boolean> {
  return Boolean(
    await db
      .selectFrom('supplier')
      .select('id')
      .where('unitId', '=', unitId)
      .where('id', '=', id)
      .where('isDeleted', '=', false)
      .executeTakeFirst(),
  );
}

export interface QualityPageFilter {
  keyword?: string | undefined;
  status?: number | undefined;
  sourceType?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}

function headRows(db: Db, unitId: string) {
  const totals = db
    .selectFrom('qualityCheckLine as l')
    .select([
      'l.qualityCheckId',
      sql<string>`sum(l.checked_quantity)`.as('checkedTotal'),
      sql<string>`sum(l.qualified_quantity)`.as('qualifiedTotal'),
      sql<string>`sum(l.unqualified_quantity)`.as('unqualifiedTotal'),
    ])
    .where('l.unitId', '=', unitId)
    .groupBy('l.qualityCheckId')
    .as('t');
  return live(db, unitId)
    .leftJoin(totals, 't.qualityCheckId', 'q.id')
    .leftJoin('supplier as sup', 'sup.id', 'q.supplierId')
    .leftJoin('appUser as u', 'u.id', 'q.checkerId')
    .select([
      'q.id',
      'q.billNo',
      'q.sourceType',
      'q.sourceId',
      'q.sourceNo',
      'q.supplierId',
      'sup.name as supplierName',
      'q.checkerId',
      'u.userName as checkerName',
      sql<string>`to_char(q.check_date, 'YYYY-MM-DD')`.as('checkDate'),
      'q.status',
      'q.remark',
      sql<string>`coalesce(${sql.ref('t.checkedTotal')}, 0)`.as('checkedTotal'),
      sql<string>`coalesce(${sql.ref('t.qualifiedTotal')}, 0)`.as('qualifiedTotal'),
      sql<string>`coalesce(${sql.ref('t.unqualifiedTotal')}, 0)`.as('unqualifiedTotal'),
      'q.createdAt',
    ]);
}

export async function pageHeads(db: Db, unitId: string, f: QualityPageFilter, limit: number, offset: number) {
  let q = headRows(db, unitId);
  if (f.status !== undefined) q = q.where('q.status', '=', f.status);
  if (f.sourceType) q = q.where('q.sourceType', '=', f.sourceType);
  if (f.dateFrom) q = q.where('q.checkDate', '>=', f.dateFrom);
  if (f.dateTo) q = q.where('q.checkDate', '<=', f.dateTo);
  if (f.keyword) {
    const like = likeContains(f.keyword);
    q = q.where((eb) => eb.or([eb('q.billNo', 'ilike', like), eb('q.sourceNo', 'ilike', like), eb('sup.name', 'ilike', like)]));
  }
  const [count, rows] = await Promise.all([
    q
      .clearSelect()
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
    q.orderBy('q.id', 'desc').limit(limit).offset(offset).execute(),
  ]);
  return { rows, totalCount: Number(count.n) };
}

export async function headRow(db: Db, unitId: string, id: string) {
  return headRows(db, unitId).where('q.id', '=', id).executeTakeFirst();
}

export async function linesOf(db: Db, unitId: string, billId: string): Promise<QualityCheckLineRow[]> {
  const rows = await db
    .selectFrom('qualityCheckLine as l')
    .innerJoin('materialSkuDescriptor as s', 's.id', 'l.materialSkuId')
    .leftJoin('materialRoll as r', 'r.id', 'l.materialRollId')
    .select([
      'l.id',
      'l.materialSkuId',
      's.materialNo',
      's.materialName',
      's.colorName',
      's.specNo as specificationsNo',
      's.stockUnit',
      'l.materialRollId',
      'r.rollNo',
      'l.sourceLineId',
      'l.checkedQuantity',
      'l.qualifiedQuantity',
      'l.unqualifiedQuantity',
      'l.defectLabelIds',
      'l.defects',
      'l.result',
      'l.remark',
    ])
    .where('l.unitId', '=', unitId)
    .where('l.qualityCheckId', '=', billId)
    .orderBy('l.sort')
    .execute();
  return rows.map((r) => ({ ...r, result: r.result as QualityResult }));
}
