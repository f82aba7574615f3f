import type { ClothArrivalLine, ClothCheckRow, ClothFilter } from '@gf/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { materialSkuSqlColumns } from '../materials/index.js';
import { likeContains } from '../../platform/db/keyword.js';

// Cloth check (验布) and shrink test (缩布) rows per arrival line. Arrivals and SKUs are read through what their
// areas publish: the views arrival_summary / arrival_line_summary (areas/arrivals) and material_sku_descriptor
// (areas/materials), never their tables.

const materialColumns = sql`${materialSkuSqlColumns}, s.kind_name as "materialKindName"`;
const materialJoins = (skuColumn: RawBuilder<unknown>) => sql`join material_sku_descriptor s on s.id = ${skuColumn}`;

export type ArrivalLineRaw = Omit<ClothArrivalLine, 'rolls' | 'countedInPieces'>;

export async function arrivalLines(db: Db, unitId: string, arriveId: string): Promise<ArrivalLineRaw[]> {
  const { rows } = await sql<ArrivalLineRaw>`
    select l.id as "arriveLineId", a.id as "arriveId", a.no as "arriveNo", to_char(a.date_arrive, 'YYYY-MM-DD') as "dateArrive",
           u.user_name as "creatorName", l.material_sku_id as "materialSkuId", ${materialColumns}, l.stock_quantity::text as "arrivedQuantity"
    from arrival_line_summary l join arrival_summary a on a.id = l.arrival_id left join app_user u on u.id = a.creator_id
    ${materialJoins(sql.ref('l.material_sku_id'))}
    where a.unit_id = ${unitId} and l.unit_id = ${unitId} and a.id = ${arriveId} and not a.is_deleted
    order by l.sort, l.id`.execute(db);
  return rows;
}

export interface ClothValues {
  checkedLength?: string | null;
  checkerId?: string | null;
  checkDate?: string | null;
  shrinkBefore?: string | null;
  shrinkAfter?: string | null;
  shrinkRate?: string | null;
  shrinkerId?: string | null;
  shrinkDate?: string | null;
  remark?: string | null;
}

/** Inserts or updates the row of one arrival line (and roll): only the given fields change. */
export async function upsertClothRow(
  trx: Db,
  unitId: string,
  userId: string,
  key: { arriveId: string; arriveLineId: string; materialSkuId: string; materialRollId: string },
  values: ClothValues,
): Promise<void> {
  await trx
    .insertInto('clothCheck')
    .values({ unitId, createdBy: userId, ...key, ...values })
    .onConflict((oc) =>
      oc
        .columns(['unitId', 'arriveLineId', 'materialRollId'])
        .doUpdateSet({ ...values, updatedBy: userId, updatedAt: new Date() }),
    )
    .execute();
}

/** Clears one part (check or shrink) of an arrival's rows of one SKU; rows left empty go. Answers rows touched. */
export async function clearPart(
  trx: Db,
  unitId: string,
  arriveId: string,
  materialSkuId: string,
  part: 'check' | 'shrink',
  userId: string,
): Promise<number> {
  const cleared: ClothValues =
    part === 'check'
      ? { checkedLength: null, checkerId: null, checkDate: null }
      : { shrinkBefore: null, shrinkAfter: null, shrinkRate: null, shrinkerId: null, shrinkDate: null };
  const res = await trx
    .updateTable('clothCheck')
    .set({ ...cleared, updatedBy: userId, updatedAt: new Date() })
    .where('unitId', '=', unitId)
    .where('arriveId', '=', arriveId)
    .where('materialSkuId', '=', materialSkuId)
    .where(part === 'check' ? 'checkedLength' : 'shrinkBefore', 'is not', null)
    .executeTakeFirst();
  await deleteEmpty(trx, unitId, arriveId);
  return Number(res.numUpdatedRows);
}

export async function deleteEmpty(trx: Db, unitId: string, arriveId: string): Promise<void> {
  await trx
    .deleteFrom('clothCheck')
    .where('unitId', '=', unitId)
    .where('arriveId', '=', arriveId)
    .where('checkedLength', 'is', null)
    .where('shrinkBefore', 'is', null)
    .execute();
}

export async function deleteAll(trx: Db, unitId: string, arriveId: string): Promise<number> {
  const res = await trx.deleteFrom('clothCheck').where('unitId', '=', unitId).where('arriveId', '=', arriveId).executeTakeFirst();
  return Number(res.numDeletedRows);
}

function conditions(unitId: string, f: ClothFilter & { afterId?: string | null }): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`c.unit_id = ${unitId}`];
  if (f.arriveId) parts.push(sql`c.arrive_id = ${f.arriveId}`);
  if (f.materialSkuId) parts.push(sql`c.material_sku_id = ${f.materialSkuId}`);
  if (f.dateFrom) parts.push(sql`a.date_arrive >= ${f.dateFrom}`);
  if (f.dateTo) parts.push(sql`a.date_arrive <= ${f.dateTo}`);
  if (f.afterId) parts.push(sql`c.id > ${f.afterId}`);
  if (f.keyword) {
    const like = likeContains(f.keyword);
    parts.push(
      sql`(a.no ilike ${like} or s.material_no ilike ${like} or s.material_name ilike ${like} or r.roll_no ilike ${like})`,
    );
  }
  return sql.join(parts, sql` and `);
}

const rowSelect = sql`
  select c.id, c.arrive_id as "arriveId", a.no as "arriveNo", to_char(a.date_arrive, 'YYYY-MM-DD') as "dateArrive",
         c.arrive_line_id as "arriveLineId", c.material_sku_id as "materialSkuId", ${materialColumns},
         coalesce(l.stock_quantity, 0)::text as "arrivedQuantity", c.material_roll_id as "materialRollId", r.roll_no as "rollNo",
         c.checked_length::text as "checkedLength", c.checker_id as "checkerId", cu.user_name as "checkerName",
         to_char(c.check_date, 'YYYY-MM-DD') as "checkDate", c.shrink_before::text as "shrinkBefore", c.shrink_after::text as "shrinkAfter",
         c.shrink_rate::text as "shrinkRate", c.shrinker_id as "shrinkerId", su.user_name as "shrinkerName",
         to_char(c.shrink_date, 'YYYY-MM-DD') as "shrinkDate", c.remark`;
const rowFrom = sql`
  from cloth_check c
  join arrival_summary a on a.id = c.arrive_id and a.unit_id = c.unit_id
  left join arrival_line_summary l on l.id = c.arrive_line_id and l.unit_id = c.unit_id
  left join material_roll r on r.id = c.material_roll_id
  left join app_user cu on cu.id = c.checker_id
  left join app_user su on su.id = c.shrinker_id
  ${materialJoins(sql.ref('c.material_sku_id'))}`;

export async function pageClothRows(db: Db, unitId: string, f: ClothFilter, limit: number, offset: number) {
  const where = conditions(unitId, f);
  const [count, rows] = await Promise.all([
    sql<{ n: string }>`select count(*) as n ${rowFrom} where ${where}`.execute(db),
    sql<ClothCheckRow>`${rowSelect} ${rowFrom} where ${where} order by c.id desc limit ${limit} offset ${offset}`.execute(db),
  ]);
  return { rows: rows.rows, totalCount: Number(count.rows[0]?.n ?? 0) };
}

export async function clothRowsAfter(
  db: Db,
  unitId: string,
  f: ClothFilter,
  after: string | null,
  limit: number,
): Promise<ClothCheckRow[]> {
  const where = conditions(unitId, { ...f, afterId: after });
  return (await sql<ClothCheckRow>`${rowSelect} ${rowFrom} where ${where} order by c.id limit ${limit}`.execute(db)).rows;
}

/** The arrival's check rows as lineage names them: each row a line of the arrival's cloth-check sheet. */
export async function clothRowKeys(trx: Db, unitId: string, arriveId: string) {
  return trx
    .selectFrom('clothCheck')
    .select(['id', 'arriveLineId'])
    .where('unitId', '=', unitId)
    .where('arriveId', '=', arriveId)
    .orderBy('id')
    .execute();
}
