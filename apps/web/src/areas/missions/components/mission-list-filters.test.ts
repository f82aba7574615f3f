import { describe, expect, it } from 'vitest';
import { MINE, SORT, SORT_DESC, toMissionListBody, VIEW } from './mission-list-filters';

describe('mission list query', () => {
  it('sends the panel, the sort and 待我处理 as queryFacMissionList takes them, and nothing blank', () => {
    const body = toMissionListBody({
      pageNo: 2,
      pageSize: 20,
      keyword: 'GD',
      filters: {
        styleIds: ['1'],
        deliveryAt: ['2026-12-01', '2026-12-31'],
        nodeEndAt: ['2026-12-02', '2026-12-03'],
        isDelayed: 1,
        noOutsideFactory: 0,
        priorities: [1, 2],
        statuses: [],
        [SORT]: 'deliveryAt',
        [SORT_DESC]: 0,
        [MINE]: 1,
        [VIEW]: 'table',
      },
    });
    expect(body).toEqual({
      pageNo: 2,
      pageSize: 20,
      keyword: 'GD',
      styleIds: ['1'],
      deliveryFrom: '2026-12-01',
      deliveryTo: '2026-12-31',
      nodeEndFrom: '2026-12-02',
      nodeEndTo: '2026-12-03',
      isDelayed: true,
      noOutsideFactory: false,
      priorities: [1, 2],
      waitingForMe: true,
      sort: 'deliveryAt',
      sortDesc: false,
    });
  });
  it('an unknown sort falls back to the default, newest first', () => {
    expect(toMissionListBody({ pageNo: 1, pageSize: 20, keyword: '', filters: { [SORT]: 'x' } })).toMatchObject({
      sort: 'default',
      sortDesc: true,
    });
  });
});
