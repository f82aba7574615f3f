import type { BundleFilter } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';
import { likeContains } from '../../platform/db/keyword.js';

/**
 * The bundles the list shows: of submitted lays whose report bill is live (not voided), filtered. One query shape
 * for the page, its Excel and the tickets' print (选择全部 takes the same filter).
 */
function matching(db: Db, tenant: Tenant, f: BundleFilter, ids?: string[]) {
  let q = db
    .selectFrom('cuttingBundle as b')
    .innerJoin('cuttingLay as l', 'l.id', 'b.layId')
    .innerJoin('missionNodeReport as r', 'r.id', 'l.reportId')
    .innerJoin('goodsSku as g', 'g.id', 'b.goodsSkuId')
    .innerJoin('mission as m', 'm.id', 'b.missionId')
    .innerJoin('goodsStyle as s', 's.id', 'b.goodsStyleId')
    .innerJoin('cuttingLayFabric as f', 'f.id', 'b.layFabricId')
    .leftJoin('skuAttr as co', 'co.id', 'g.colorId')
    .leftJoin('skuAttr as si', 'si.id', 'g.sizeId')
    .leftJoin('appUser as u', 'u.id', 'l.finishUserId')
    .where('b.unitId', 'in', readableUnits(tenant, 'cuttingBundle'))
    .where('b.isSubmitted', '=', true)
    .where('r.status', '!=', 5)
    .where('r.isDeleted', '=', false);
  if (ids) q = q.where('b.id', 'in', ids);
  if (f.missionId) q = q.where('b.missionId', '=', f.missionId);
  if (f.goodsStyleId) q = q.where('b.goodsStyleId', '=', f.goodsStyleId);
  if (f.lathes?.length) q = q.where('b.lathe', 'in', f.lathes);
  if (f.colorIds?.length) q = q.where('g.colorId', 'in', f.colorIds);
  if (f.sizeIds?.length) q = q.where('g.sizeId', 'in', f.sizeIds);
  if (f.ticketNo) q = q.where('b.ticketNo', 'ilike', likeContains(f.ticketNo));
  if (f.finishStartDate) q = q.where('b.dateCompleted', '>=', f.finishStartDate);
  if (f.finishEndDate) q = q.where('b.dateCompleted', '<=', f.finishEndDate);
  return q;
}

type Matching = ReturnType<typeof matching>;

function withColumns(q: Matching) {
  return q
    .select([
      'b.id',
      'b.ticketNo',
      'b.seq',
      'b.lathe',
      'b.missionId',
      'm.missionNo',
      'b.goodsStyleId',
      's.styleNo',
      's.styleName',
      'co.name as colorName',
      'si.name as sizeName',
      'f.lot',
      sql<number>`b.num::int`.as('num'),
      'b.remark',
      sql<string>`to_char(b.date_completed, 'YYYY-MM-DD')`.as('dateCompleted'),
      'u.userName as finishUserName',
      'r.billNo as reportBillNo',
    ])
    .orderBy('b.dateCompleted', 'desc')
    .orderBy('m.missionNo')
    .orderBy('b.layId', 'desc')
    .orderBy('b.seq');
}

export async function pageBundles(db: Db, tenant: Tenant, f: BundleFilter, offset: number, limit: number) {
  const list = await withColumns(matching(db, tenant, f))
    .offset(offset)
    .limit(limit)
    .execute();
  const totals = await matching(db, tenant, f)
    .select([sql<number>`count(*)::int`.as('count'), sql<number>`coalesce(sum(b.num), 0)::int`.as('pieces')])
    .executeTakeFirstOrThrow();
  return { list, totalCount: totals.count, totalNum: totals.pieces };
}

/** The chosen bundles (ids, still within the filter) or every bundle the filter matches, up to `limit`. */
export async function selectedBundles(db: Db, tenant: Tenant, f: BundleFilter, ids: string[] | undefined, limit: number) {
  return withColumns(matching(db, tenant, f, ids))
    .limit(limit)
    .execute();
}
