import type { StocktakePageFilter } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { containsPattern } from '../../platform/db/keyword.js';

/** The stocktake heads, lines, counts and logs of one factory: the only SQL of those tables. */

const live = (db: Db, unitId: string) =>
  db.selectFrom('stocktake as c').where('c.unitId', '=', unitId).where('c.isDeleted', '=', false);

export interface StocktakeHeadValues {
  checkNo: string;
  storehouseId: string;
  kindIds: string[];
  isBlind: boolean;
  checkDate: string;
  remark: string | null;
}

export async function checkNoTaken(db: Db, unitId: string, checkNo: string): Promise<boolean> {
  return Boolean(await live(db, unitId).select('c.id').where('c.checkNo', '=', checkNo).executeTakeFirst());
}

export async function insertHead(trx: Db, unitId: string, userId: string, v: StocktakeHeadValues): Promise<string> {
  const row = await trx
    .insertInto('stocktake')
    .values({ unitId, createdBy: userId, ...v, kindIds: JSON.stringify(v.kindIds) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateHead(
  trx: Db,
  unitId: string,
  id: string,
  v: { checkDate: string; isBlind: boolean; remark: string | null },
): Promise<void> {
  await trx
    .updateTable('stocktake')
    .set({ ...v, updatedAt: new Date() })
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .execute();
}

export async function setHandled(trx: Db, unitId: string, id: string, userId: string | null): Promise<void> {
  await trx
    .updateTable('stocktake')
    .set({ handledBy: userId, handledAt: userId ? new Date() : null, updatedAt: new Date() })
    .where('unitId', '=', unitId)
    .where('id', '=', id)
    .execute();
}

/** The head, optionally locked FOR UPDATE: counts and handling of one stocktake queue behind each other. */
export async function findHead(db: Db, unitId: string, id: string, lock = false) {
  let q = live(db, unitId)
    .select(['c.id', 'c.checkNo', 'c.status', 'c.storehouseId', 'c.isBlind', 'c.kindIds', 'c.checkDate'])
    .where('c.id', '=', id);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

const headColumns = (db: Db, unitId: string) =>
  live(db, unitId)
    .innerJoin('storehouse as s', 's.id', 'c.storehouseId')
    .innerJoin('appUser as u', 'u.id', 'c.createdBy')
    .leftJoin('appUser as h', 'h.id', 'c.handledBy')
    .select([
      'c.id',
      'c.checkNo',
      'c.status',
      'c.storehouseId',
      's.name as storehouseName',
      'c.kindIds',
      'c.isBlind',
      sql<string>`to_char(c.check_date, 'YYYY-MM-DD')`.as('checkDate'),
      'c.remark',
      'c.createdBy',
      'u.userName as createdByName',
      'c.createdAt',
      'c.handledAt',
      'h.userName as handledByName',
      sql<number>`(select count(*)::int from stocktake_line l where l.stocktake_id = c.id)`.as('lineCount'),
      sql<number>`(select count(*)::int from stocktake_line l where l.stocktake_id = c.id and l.counted_quantity is not null)`.as(
        'countedCount',
      ),
    ]);

export type HeadRow = NonNullable<Awaited<ReturnType<typeof headRow>>>;

export async function headRow(db: Db, unitId: string, id: string) {
  return headColumns(db, unitId).where('c.id', '=', id).executeTakeFirst();
}

export async function pageHeads(db: Db, unitId: string, f: StocktakePageFilter, limit: number, offset: number) {
  let q = headColumns(db, unitId);
  if (f.storehouseId) q = q.where('c.storehouseId', '=', f.storehouseId);
  if (f.status !== undefined) q = q.where('c.status', '=', f.status);
  if (f.keyword) {
    const { operator, pattern } = containsPattern(f.keyword);
    q = q.where((eb) => eb.or([eb('c.checkNo', operator, pattern), eb('c.remark', operator, pattern)]));
  }
  const rows = await q
    .select(sql<number>`count(*) over ()`.as('total'))
    .orderBy('c.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows, totalCount: Number(rows[0]?.total ?? 0) };
}

export interface LineValues {
  skuId: string;
  rollId: string;
  vatNo: string;
  bookQuantity: string;
  unitCost: string | null;
}

/** Adds lines; a lot already in the count is left as it is (its book quantity stays the one taken first). */
export async function insertLines(trx: Db, unitId: string, stocktakeId: string, userId: string, lines: LineValues[]) {
  if (!lines.length) return 0;
  const res = await trx
    .insertInto('stocktakeLine')
    .values(lines.map((l) => ({ unitId, stocktakeId, createdBy: userId, ...l })))
    .onConflict((oc) => oc.columns(['stocktakeId', 'skuId', 'rollId', 'vatNo']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0);
}

const lineSelect = (db: Db, unitId: string) =>
  db
    .selectFrom('stocktakeLine as l')
    .innerJoin('materialSkuDescriptor as d', 'd.id', 'l.skuId')
    .leftJoin('materialRoll as r', (j) => j.on(sql<boolean>`r.id = nullif(l.roll_id, 0)`))
    .where('l.unitId', '=', unitId)
    .select([
      'l.id',
      'l.skuId',
      'd.materialNo',
      'd.materialName',
      'd.colorName',
      'd.specNo',
      'd.kindName',
      'd.stockUnit',
      sql<string | null>`nullif(l.roll_id, 0)::text`.as('rollId'),
      'r.rollNo',
      sql<string | null>`nullif(l.vat_no, '')`.as('vatNo'),
      'l.bookQuantity',
      'l.unitCost',
      'l.countedQuantity',
      'l.postedQuantity',
      sql<number>`(select count(*)::int from stocktake_count k where k.line_id = l.id)`.as('counters'),
    ]);

/** The stocktake's lines whose material no. or name contains the keyword (all without one). */
function linesMatching(db: Db, unitId: string, stocktakeId: string, keyword: string | undefined) {
  const q = lineSelect(db, unitId).where('l.stocktakeId', '=', stocktakeId);
  if (!keyword) return q;
  const { operator, pattern } = containsPattern(keyword);
  return q.where((eb) => eb.or([eb('d.materialNo', operator, pattern), eb('d.materialName', operator, pattern)]));
}

export async function linesOf(
  db: Db,
  unitId: string,
  stocktakeId: string,
  opts: { userId?: string; sort?: 'DEFAULT' | 'DIFF'; keyword?: string | undefined } = {},
) {
  let q = linesMatching(db, unitId, stocktakeId, opts.keyword).select(
    sql<
      string | null
    >`(select k.quantity from stocktake_count k where k.line_id = l.id and k.counted_by = ${opts.userId ?? '0'})`.as(
      'myQuantity',
    ),
  );
  q =
    opts.sort === 'DIFF'
      ? q.orderBy(sql`abs(coalesce(l.counted_quantity - l.book_quantity, 0))`, 'desc').orderBy('l.id')
      : q.orderBy('l.id');
  return q.execute();
}

/** A batch of the lines after `after` in id order (keyset), with everyone who counted each: the export's rows. */
export async function linesAfter(
  db: Db,
  unitId: string,
  stocktakeId: string,
  f: { keyword?: string | undefined },
  after: string | null,
  limit: number,
) {
  let q = linesMatching(db, unitId, stocktakeId, f.keyword).select(
    sql<string | null>`(select string_agg(u.user_name, '、' order by k.id) from stocktake_count k
      join app_user u on u.id = k.counted_by where k.line_id = l.id)`.as('counterNames'),
  );
  if (after !== null) q = q.where('l.id', '>', after);
  return q.orderBy('l.id').limit(limit).execute();
}

export async function findLine(db: Db, unitId: string, lineId: string) {
  return db
    .selectFrom('stocktakeLine')
    .select(['id', 'stocktakeId'])
    .where('unitId', '=', unitId)
    .where('id', '=', lineId)
    .executeTakeFirst();
}

/** The lines to handle, locked in id order (the same order every time, so concurrent writers queue). */
export async function lockLines(trx: Db, unitId: string, stocktakeId: string) {
  return trx
    .selectFrom('stocktakeLine')
    .select(['id', 'skuId', 'rollId', 'vatNo', 'bookQuantity', 'countedQuantity'])
    .where('unitId', '=', unitId)
    .where('stocktakeId', '=', stocktakeId)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Each line's posted quantity (null where nothing was posted), in one statement over the stocktake's lines. */
export async function setPosted(trx: Db, unitId: string, stocktakeId: string, posted: { id: string; quantity: string }[]) {
  await sql`
    update stocktake_line l set posted_quantity = v.q
    from stocktake_line x
    left join unnest(${posted.map((p) => p.id)}::bigint[], ${posted.map((p) => p.quantity)}::numeric[]) as v(id, q) on v.id = x.id
    where l.id = x.id and x.unit_id = ${unitId} and x.stocktake_id = ${stocktakeId}`.execute(trx);
}

/** Lines of the stocktake among these ids (another stocktake's or factory's ids are left out). */
export async function linesAmong(trx: Db, unitId: string, stocktakeId: string, ids: string[]) {
  return trx
    .selectFrom('stocktakeLine')
    .select('id')
    .where('unitId', '=', unitId)
    .where('stocktakeId', '=', stocktakeId)
    .where('id', 'in', ids)
    .execute();
}

/** One person's counts (replacing theirs), then each touched line's count = Σ of everyone's. */
export async function upsertCounts(
  trx: Db,
  unitId: string,
  stocktakeId: string,
  userId: string,
  counts: { lineId: string; quantity: string }[],
) {
  await trx
    .insertInto('stocktakeCount')
    .values(counts.map((c) => ({ unitId, stocktakeId, lineId: c.lineId, countedBy: userId, quantity: c.quantity })))
    .onConflict((oc) =>
      oc.columns(['lineId', 'countedBy']).doUpdateSet({ quantity: (eb) => eb.ref('excluded.quantity'), updatedAt: new Date() }),
    )
    .execute();
  await resumLines(
    trx,
    unitId,
    counts.map((c) => c.lineId),
  );
}

export async function resumLines(trx: Db, unitId: string, lineIds: string[]) {
  await sql`
    update stocktake_line l
    set counted_quantity = (select sum(k.quantity) from stocktake_count k where k.line_id = l.id)
    where l.unit_id = ${unitId} and l.id = any(${lineIds}::bigint[])`.execute(trx);
}

export async function findCount(db: Db, unitId: string, countId: string) {
  return db
    .selectFrom('stocktakeCount')
    .select(['id', 'stocktakeId', 'lineId', 'countedBy', 'quantity'])
    .where('unitId', '=', unitId)
    .where('id', '=', countId)
    .executeTakeFirst();
}

export async function deleteCount(trx: Db, unitId: string, countId: string, lineId: string) {
  await trx.deleteFrom('stocktakeCount').where('unitId', '=', unitId).where('id', '=', countId).execute();
  await resumLines(trx, unitId, [lineId]);
}

export async function countsOfLine(db: Db, unitId: string, lineId: string) {
  return db
    .selectFrom('stocktakeCount as k')
    .innerJoin('appUser as u', 'u.id', 'k.countedBy')
    .select(['k.id', 'k.countedBy', 'u.userName as countedByName', 'k.quantity', 'k.updatedAt'])
    .where('k.unitId', '=', unitId)
    .where('k.lineId', '=', lineId)
    .orderBy('k.id')
    .execute();
}

export async function addLog(trx: Db, unitId: string, stocktakeId: string, userId: string, action: string, content: object) {
  await trx
    .insertInto('stocktakeLog')
    .values({ unitId, stocktakeId, userId, action, content: JSON.stringify(content) })
    .execute();
}

export async function logsOf(db: Db, unitId: string, stocktakeId: string) {
  return db
    .selectFrom('stocktakeLog as g')
    .innerJoin('appUser as u', 'u.id', 'g.userId')
    .select(['g.id', 'g.action', 'u.userName', 'g.content', 'g.createdAt'])
    .where('g.unitId', '=', unitId)
    .where('g.stocktakeId', '=', stocktakeId)
    .orderBy('g.id', 'desc')
    .execute();
}
