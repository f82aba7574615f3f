import { describe, expect, it } from 'vitest';
import { billFromRows, materialBillTarget } from './StockBillShortcuts';

describe('开送料单 / 开余料入库单 from chosen stock rows', () => {
  it('opens the form with the rows of one storehouse', () => {
    expect(
      billFromRows(
        [
          { id: '11', storehouseId: '3' },
          { id: '12', storehouseId: '3' },
        ],
        '/newPayoffOrder',
      ),
    ).toEqual({ path: '/newPayoffOrder?stockIds=11%2C12' });
  });
  it('asks for rows first, and for rows of one storehouse (a bill issues from one)', () => {
    expect(billFromRows([], '/newFeedback')).toEqual({ problem: 'none' });
    expect(
      billFromRows(
        [
          { id: '11', storehouseId: '3' },
          { id: '21', storehouseId: '4' },
        ],
        '/newFeedback',
      ),
    ).toEqual({ problem: 'storehouses' });
  });
});

describe('开入库单 / 开出库单 / 开调整单 of the material stock page', () => {
  it('opens the materials form in the page storehouse, or with the ticked rows of one storehouse', () => {
    expect(materialBillTarget('STOCK_IN', [], '3')).toEqual({
      path: '/home/instorage?type=STOCK_IN&storehouseId=3&skuKind=MATERIAL',
    });
    expect(
      materialBillTarget(
        'STOCK_OUT',
        [
          { id: '11', storehouseId: '4' },
          { id: '12', storehouseId: '4' },
        ],
        '3',
      ),
    ).toEqual({ path: '/home/instorage?type=STOCK_OUT&storehouseId=4&skuKind=MATERIAL&stockIds=11%2C12' });
  });
  it('refuses rows of several storehouses (a bill moves stock of one)', () => {
    expect(
      materialBillTarget(
        'STOCK_ADJUST',
        [
          { id: '11', storehouseId: '3' },
          { id: '21', storehouseId: '4' },
        ],
        undefined,
      ),
    ).toEqual({ problem: 'storehouses' });
  });
});
