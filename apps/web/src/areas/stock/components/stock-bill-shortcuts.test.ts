import { describe, expect, it } from 'vitest';
import { billFromRows } from './StockBillShortcuts';

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
