import type { PlaceOrderType } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError, Code, duplicate, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { owningUnit, readableUnits } from '../../platform/tenancy/scope.js';
import { likeContains } from '../../platform/db/keyword.js';

const WHAT = { zh: '下单类型', en: 'Order category' };

/** common-goods-attr/placeOrderTypeList: the factory's 下单类型 options (attrId, attrVal). */
export async function listPlaceOrderTypes(db: Db, ctx: RequestContext, keyword?: string): Promise<PlaceOrderType[]> {
  const rows = await db
    .selectFrom('placeOrderType')
    .select(['id as attrId', 'name as attrVal'])
    .where('unitId', 'in', readableUnits(ctx, 'placeOrderType'))
    .where('isDeleted', '=', false)
    .$if(Boolean(keyword), (q) => q.where('name', 'ilike', likeContains(keyword!)))
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows;
}

export async function addPlaceOrderType(db: Db, ctx: RequestContext, name: string): Promise<PlaceOrderType> {
  try {
    const row = await db
      .insertInto('placeOrderType')
      .values({ unitId: owningUnit(ctx, 'placeOrderType'), name, createdBy: ctx.userId })
      .returning(['id as attrId', 'name as attrVal'])
      .executeTakeFirstOrThrow();
    return row;
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw duplicate('attrVal', WHAT);
    throw error;
  }
}

/** Removing an option used by a live order is refused (the order would lose its category). */
export async function deletePlaceOrderType(db: Db, ctx: RequestContext, id: string): Promise<void> {
  const used = await db
    .selectFrom('productionOrder')
    .select('orderNo')
    .where('unitId', 'in', readableUnits(ctx, 'productionOrder'))
    .where('isDeleted', '=', false)
    .where('status', '<>', 5)
    .where('placeOrderTypeId', '=', id)
    .limit(3)
    .execute();
  if (used.length)
    throw new AppError(Code.badState, {
      zh: `下单类型已被订单使用：${used.map((u) => u.orderNo).join('、')}`,
      en: `The order category is used by orders ${used.map((u) => u.orderNo).join(', ')}`,
    });
  const res = await db
    .updateTable('placeOrderType')
    .set({ isDeleted: true, updatedAt: new Date() })
    .where('unitId', 'in', readableUnits(ctx, 'placeOrderType'))
    .where('isDeleted', '=', false)
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) throw notFound(WHAT);
}
