import { ORDER_SUBMIT_FIELDS, type OrderFieldDef } from '@gf/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { AppError, Code } from '../../platform/http/errors.js';
import { readableUnits, type Tenant } from '../../platform/tenancy/scope.js';
import { findOrderConfig } from './order-config.repository.js';

const blank = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/** Header fields as stored, by the configuration's codes. */
async function headerValues(db: Db, tenant: Tenant, orderId: string) {
  return db
    .selectFrom('productionOrder')
    .select([
      'type',
      'orderNo',
      sql<string>`to_char(placeorder_at, 'YYYY-MM-DD')`.as('placeorderAt'),
      'placeOrderTypeId',
      'buyNo',
      'chargerIds',
      'outsideFactoryId as commonOutsideFactoryId',
      'remark',
      'attachmentIds',
      'isOutsideFac',
    ])
    .where('unitId', 'in', readableUnits(tenant, 'productionOrder'))
    .where('id', '=', orderId)
    .executeTakeFirst();
}

async function goodsValues(db: Db, orderId: string) {
  return db
    .selectFrom('productionOrderGoods as g')
    .innerJoin('goodsStyle as s', 's.id', 'g.goodsStyleId')
    .select([
      's.styleNo',
      's.customerId as styleCustomerId',
      'g.fillType',
      'g.noTaxPrice',
      'g.taxRate',
      'g.processUnitPrice',
      'g.bomId',
      'g.totalNum',
      sql<string>`to_char(g.delivery_at, 'YYYY-MM-DD')`.as('deliveryAt'),
    ])
    .where('g.productionOrderId', '=', orderId)
    .orderBy('g.sort')
    .execute();
}

/**
 * 配置订单提报必填字段: the locked fields and the ones the factory chose must be filled, else 提报 (and the final
 * approval, where the engine runs it again on the locked order) is refused naming every missing field.
 */
export async function assertRequiredFields(db: Db, tenant: Tenant, orderId: string): Promise<void> {
  const [config, head, goods] = await Promise.all([
    findOrderConfig(db, tenant),
    headerValues(db, tenant, orderId),
    goodsValues(db, orderId),
  ]);
  if (!head) return;
  const required = (d: OrderFieldDef) => d.locked === true || config.submitRequired.includes(d.code);
  const missing: { field: string; zh: string; en: string }[] = [];
  for (const d of ORDER_SUBMIT_FIELDS[1].filter(required)) {
    if (d.code === 'commonOutsideFactoryId' && !head.isOutsideFac) continue;
    if (blank((head as Record<string, unknown>)[d.code])) missing.push({ field: d.code, zh: d.zh, en: d.en });
  }
  goods.forEach((g, i) => {
    const values: Record<string, unknown> = {
      styleId: g.styleNo,
      deliveryAt: g.deliveryAt,
      quantity: Number(g.totalNum) > 0 ? g.totalNum : null,
      customerId: g.fillType === 1 ? 'per customer' : g.styleCustomerId,
      noTaxPrice: g.noTaxPrice,
      taxRate: g.taxRate,
      processUnitPrice: head.isOutsideFac ? g.processUnitPrice : 'not subcontracted',
      bomId: head.type === 0 ? 'pre-order' : g.bomId,
    };
    for (const d of ORDER_SUBMIT_FIELDS[2].filter(required))
      if (blank(values[d.code]))
        missing.push({ field: `facPrdOrderGoodsList.${i}.${d.code}`, zh: `${g.styleNo} ${d.zh}`, en: `${g.styleNo} ${d.en}` });
  });
  if (missing.length === 0) return;
  throw new AppError(
    Code.badState,
    {
      zh: `请填写必填字段：${missing.map((m) => m.zh).join('、')}`,
      en: `Required fields are empty: ${missing.map((m) => m.en).join(', ')}`,
    },
    { errors: missing.map((m) => ({ field: m.field, message: 'is required' })) },
  );
}
