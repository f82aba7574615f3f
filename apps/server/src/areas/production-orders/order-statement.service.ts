import {
  dec,
  ORDER_GOODS_UNIT,
  orderGoodsPrice,
  totalsByUnit,
  type OrderStatement,
  type OrderStatementQuery,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as list from './order-list.repository.js';
import { customerText } from './order-rows.service.js';

const MAX_ROWS = 5000;

/**
 * facPrdOrder/statement: per order and goods, quantity and amounts (prices with tax, processing), with the sums of
 * the rows. Default: reviewed formal orders (2, 6).
 */
export async function orderStatement(db: Db, ctx: RequestContext, q: OrderStatementQuery): Promise<OrderStatement> {
  const { rows } = await list.pageOrders(
    db,
    ctx,
    {
      type: 1,
      statusList: q.statusList ?? [2, 6],
      placeorderAtStart: q.placeorderAtStart,
      placeorderAtEnd: q.placeorderAtEnd,
      customerIds: q.customerIds,
      outsideFactoryIds: q.outsideFactoryIds,
      styleIds: q.styleIds,
      sortField: 'placeorderAt',
      sortOrder: 'asc',
    },
    MAX_ROWS,
    0,
  );
  const goods = await list.goodsOfOrders(
    db,
    ctx,
    rows.map((r) => r.id),
  );
  const dataList = rows.flatMap((o) =>
    goods
      .filter((g) => g.productionOrderId === o.id && (!q.styleIds?.length || q.styleIds.includes(g.goodsStyleId)))
      .map((g) => {
        const p = orderGoodsPrice({
          noTaxPrice: g.noTaxPrice,
          taxRate: g.taxRate,
          processUnitPrice: g.processUnitPrice,
          totalNum: g.totalNum,
        });
        return {
          facPrdOrderId: o.id,
          orderNo: o.orderNo,
          placeorderAt: o.placeorderAt,
          styleNo: g.styleNo,
          styleName: g.styleName,
          custName: customerText(g),
          totalNum: dec.norm(g.totalNum),
          noTaxPrice: p.noTaxPrice,
          taxRate: p.taxRate,
          noTaxAmount: p.noTaxAmount,
          taxAmount: p.taxAmount,
          amount: p.amount,
          processUnitPrice: p.processUnitPrice,
          processAmount: p.processAmount,
          commonOutsideFactoryName: o.isOutsideFac ? o.outsideFactoryName : null,
        };
      }),
  );
  const money = (k: 'noTaxAmount' | 'taxAmount' | 'amount' | 'processAmount') =>
    dec.fixed(
      dec.sum(
        dataList.map((r) => r[k]),
        2,
      ),
      2,
    );
  return {
    dataList,
    totals: {
      quantity: totalsByUnit(
        dataList,
        (r) => r.totalNum,
        () => ORDER_GOODS_UNIT,
      ),
      noTaxAmount: money('noTaxAmount'),
      taxAmount: money('taxAmount'),
      amount: money('amount'),
      processAmount: money('processAmount'),
    },
  };
}
