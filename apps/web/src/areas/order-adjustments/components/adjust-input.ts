import type { AdjustGoodsInput, AdjustOrderView } from '@gf/contracts';
import { cellsOfQuantities, type Quantities } from './matrix-shape';

/** Per goods block, the new quantities of each of its matrices (key 'goods', or the customer block's id). */
export type AdjustState = Record<string, Record<string, Quantities>>;

/** What the form sends: every goods block's whole new matrices (the server keeps only the cells that change). */
export function goodsInputOf(view: AdjustOrderView, state: AdjustState): AdjustGoodsInput[] {
  return view.facPrdOrderGoodsList.map((g) => {
    const q = state[g.facPrdOrderGoodsId] ?? {};
    return g.fillType === 1
      ? {
          facPrdOrderGoodsId: g.facPrdOrderGoodsId,
          facPrdOrderGoodsDetailList: [],
          facPrdOrderGoodsCustomerList: g.customers.map((c) => ({
            facPrdOrderGoodsCustomerId: c.facPrdOrderGoodsCustomerId,
            facPrdOrderGoodsDetailList: cellsOfQuantities(g.skuList, q[c.facPrdOrderGoodsCustomerId] ?? {}),
          })),
        }
      : {
          facPrdOrderGoodsId: g.facPrdOrderGoodsId,
          facPrdOrderGoodsDetailList: cellsOfQuantities(g.skuList, q.goods ?? {}),
          facPrdOrderGoodsCustomerList: [],
        };
  });
}
