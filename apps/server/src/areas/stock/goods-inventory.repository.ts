import type { GoodsInventoryRecordInput, GoodsInventoryRecordRow, GoodsInventoryRow } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { linkedStorehouses, type StockScope } from './stock-scope.repository.js';
import { likeContains } from '../../platform/db/keyword.js';

/** Styles with goods stock rows in the storehouse (one page), then their SKU cells. */
export async function pageGoodsInventory(
  db: Db,
  scope: StockScope,
  f: { storehouseId: string; keyword?: string | undefined; styleIds?: string[] | undefined; nonZero?: boolean | undefined },
  limit: number,
  offset: number,
): Promise<{ list: GoodsInventoryRow[]; totalCount: number }> {
  let styles = db
    .selectFrom('stockItem as i')
    .innerJoin('goodsSku as s', 's.id', 'i.skuId')
    .innerJoin('goodsStyle as g', 'g.id', 's.goodsStyleId')
    .where('i.unitId', '=', scope.bossUnitId)
    .where('i.skuKind', '=', 'GOODS')
    .where('i.storehouseId', '=', f.storehouseId)
    .where('i.storehouseId', 'in', linkedStorehouses(db, scope.unitId));
  if (f.keyword) {
    const like = likeContains(f.keyword);
    styles = styles.where((eb) => eb.or([eb('g.styleNo', 'ilike', like), eb('g.styleName', 'ilike', like)]));
  }
  if (f.styleIds?.length) styles = styles.where('g.id', 'in', f.styleIds);
  const grouped = styles
    .select(['g.id as styleId', 'g.styleNo', 'g.styleName', sql<string>`sum(i.quantity)`.as('totalQuantity')])
    .groupBy(['g.id', 'g.styleNo', 'g.styleName'])
    .$if(Boolean(f.nonZero), (q) => q.having(sql<boolean>`sum(abs(i.quantity)) > 0`));
  const [count, page] = await Promise.all([
    db
      .selectFrom(grouped.as('x'))
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
    grouped.orderBy('g.styleNo').limit(limit).offset(offset).execute(),
  ]);
  const ids = page.map((p) => p.styleId);
  const cells = ids.length
    ? await db
        .selectFrom('stockItem as i')
        .innerJoin('goodsSku as s', 's.id', 'i.skuId')
        .leftJoin('skuAttr as c', 'c.id', 's.colorId')
        .leftJoin('skuAttr as z', 'z.id', 's.sizeId')
        .leftJoin('skuAttr as l', 'l.id', 's.standardId')
        .select([
          's.goodsStyleId',
          'i.skuId as goodsSkuId',
          's.colorId',
          'c.name as colorName',
          's.sizeId',
          'z.name as sizeName',
          's.standardId',
          'l.name as standardName',
          'i.quantity',
        ])
        .where('i.unitId', '=', scope.bossUnitId)
        .where('i.skuKind', '=', 'GOODS')
        .where('i.storehouseId', '=', f.storehouseId)
        .where('s.goodsStyleId', 'in', ids)
        .orderBy('c.sort')
        .orderBy('z.sort')
        .orderBy('s.id')
        .execute()
    : [];
  return {
    totalCount: Number(count.n),
    list: page.map((p) => ({
      ...p,
      skus: cells
        .filter((c) => c.goodsStyleId === p.styleId)
        .map(({ goodsStyleId: _g, ...c }) => ({ ...c, colorName: c.colorName ?? '', sizeName: c.sizeName ?? '' })),
    })),
  };
}

/** The goods SKUs among `ids` that are the factory's own (it moves only its own), with their style. */
export async function goodsSkusOf(db: Db, scope: StockScope, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('goodsSku')
    .select(['id', 'goodsStyleId'])
    .where('unitId', '=', scope.unitId)
    .where('id', 'in', ids)
    .where('isDeleted', '=', false)
    .execute();
}

export async function goodsItemQuantities(
  db: Db,
  scope: StockScope,
  storehouseId: string,
  skuIds: string[],
): Promise<Map<string, string>> {
  if (skuIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('stockItem')
    .select(['skuId', 'quantity'])
    .where('unitId', '=', scope.bossUnitId)
    .where('storehouseId', '=', storehouseId)
    .where('skuKind', '=', 'GOODS')
    .where('skuId', 'in', skuIds)
    .forUpdate()
    .execute();
  return new Map(rows.map((r) => [r.skuId, r.quantity]));
}

export async function pageGoodsRecords(
  db: Db,
  scope: StockScope,
  f: GoodsInventoryRecordInput,
  limit: number,
  offset: number,
): Promise<{ list: GoodsInventoryRecordRow[]; totalCount: number }> {
  let q = db
    .selectFrom('stockMovement as v')
    .innerJoin('storehouse as h', 'h.id', 'v.storehouseId')
    .innerJoin('goodsSku as s', 's.id', 'v.skuId')
    .innerJoin('goodsStyle as g', 'g.id', 's.goodsStyleId')
    .where('v.unitId', '=', scope.bossUnitId)
    .where('v.storehouseId', 'in', linkedStorehouses(db, scope.unitId))
    .where('v.skuKind', '=', 'GOODS');
  if (f.storehouseId) q = q.where('v.storehouseId', '=', f.storehouseId);
  if (f.styleNo) q = q.where('g.styleNo', 'ilike', likeContains(f.styleNo));
  if (f.changeType) q = q.where('v.changeType', '=', f.changeType);
  if (f.opBy) q = q.where('v.operatorId', '=', f.opBy);
  if (f.opDateStart) q = q.where('v.opDate', '>=', f.opDateStart);
  if (f.opDateEnd) q = q.where('v.opDate', '<=', f.opDateEnd);
  const [count, rows] = await Promise.all([
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    q
      .leftJoin('skuAttr as c', 'c.id', 's.colorId')
      .leftJoin('skuAttr as z', 'z.id', 's.sizeId')
      .leftJoin('appUser as u', 'u.id', 'v.operatorId')
      .leftJoin('unit as fu', 'fu.id', 'v.facUnitId')
      .select([
        'fu.name as facName',
        'v.id',
        'h.name as storehouseName',
        'g.styleNo',
        'g.styleName',
        'c.name as colorName',
        'z.name as sizeName',
        'v.changeType',
        'v.quantity',
        'v.balanceAfter',
        'v.remark',
        'u.userName as operatorName',
        sql<string>`to_char(v.op_date, 'YYYY-MM-DD')`.as('opDate'),
        'v.createdAt',
        'v.reversesId',
      ])
      .orderBy('v.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return {
    totalCount: Number(count.n),
    list: rows.map((r) => ({
      ...r,
      colorName: r.colorName ?? '',
      sizeName: r.sizeName ?? '',
      operatorName: r.operatorName ?? '',
      facName: r.facName ?? '',
      createdAt: new Date(r.createdAt).toISOString(),
    })),
  };
}
