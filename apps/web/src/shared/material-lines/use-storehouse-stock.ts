import type { AvailableStockRow } from '@gf/contracts';
import { useEffect, useState } from 'react';
import { api } from '../api';

/** A stock figure as shown: the exact decimal without trailing zeros ("60.5000" → "60.5"), 0 when absent. */
export const stockFigure = (value: string | undefined): string =>
  value === undefined ? '0' : value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;

/**
 * The storehouse's 库存数 / 主动占用 / 可用库存 of each SKU (`fac/stock/preuseQuantityDetailsV2`), asked once per set of
 * SKUs; empty while no storehouse is chosen. Shared by the material line table and the return form.
 */
export function useStorehouseStock(storehouseId: string | undefined, skuIds: readonly string[]): Map<string, AvailableStockRow> {
  const [stock, setStock] = useState<Map<string, AvailableStockRow>>(new Map());
  const key = [...new Set(skuIds)].join(',');
  useEffect(() => {
    if (!storehouseId || !key) return;
    let live = true;
    void api
      .post<AvailableStockRow[]>(
        'fac/stock/preuseQuantityDetailsV2',
        { materialsSkuIds: key.split(','), storehouseId },
        { silent: true },
      )
      .then((rows) => live && setStock(new Map(rows.map((r) => [r.materialsSkuId, r]))))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [storehouseId, key]);
  return stock;
}
