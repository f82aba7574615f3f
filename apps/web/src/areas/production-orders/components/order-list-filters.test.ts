import { describe, expect, it } from 'vitest';
import { SORT, STATUS_TAB, statusListOf, toOrderListBody } from './order-list-filters';

describe('the order list query', () => {
  it('a status tab wins over the panel; 已审核 includes 不可反审; none leaves the server default', () => {
    expect(statusListOf({ [STATUS_TAB]: '1', statusList: [4] })).toEqual([1]);
    expect(statusListOf({ [STATUS_TAB]: '2' })).toEqual([2, 6]);
    expect(statusListOf({ [STATUS_TAB]: 'all', statusList: [0, 4] })).toEqual([0, 4]);
    expect(statusListOf({})).toBeUndefined();
  });

  it('sends the panel as facPrdOrder/page takes it, blanks left out', () => {
    expect(
      toOrderListBody({
        keyword: 'SC01',
        filters: {
          styleIds: ['s1'],
          customerIds: [],
          placeorderAt: ['2026-11-01', '2026-11-30'],
          buyNo: '  PO-7 ',
          type: 1,
          isToMission: 0,
          isFirstOrder: 'x',
          [STATUS_TAB]: '3',
          [SORT]: 'orderNo-asc',
        },
      }),
    ).toEqual({
      keyWord: 'SC01',
      statusList: [3],
      type: 1,
      styleIds: ['s1'],
      placeorderAtStart: '2026-11-01',
      placeorderAtEnd: '2026-11-30',
      buyNo: 'PO-7',
      isToMission: 0,
      sortField: 'orderNo',
      sortOrder: 'asc',
    });
    expect(toOrderListBody({ keyword: '', filters: { [SORT]: 'styleNo-asc' } })).toEqual({});
    expect(toOrderListBody({ keyword: '', filters: {} })).toEqual({});
  });
});
