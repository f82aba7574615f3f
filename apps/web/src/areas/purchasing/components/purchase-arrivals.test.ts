import type { ArrivalDetail, ArrivalLineRow } from '@gf/contracts';
import { describe, expect, it } from 'vitest';
import { arrivalTabRows, reviewedArrivalAmount } from './purchase-arrivals';

const line = (id: string, amount: string): ArrivalLineRow =>
  ({ id, amount, orderNo: id === 'l1' ? 'SC001' : null }) as unknown as ArrivalLineRow;
const arrival = (id: string, no: string, status: number, lines: ArrivalLineRow[]): ArrivalDetail =>
  ({
    id,
    orderNo: no,
    status,
    dateArrive: '2026-11-23',
    storehouseName: '面料仓',
    creatorName: '张三',
    lines,
  }) as unknown as ArrivalDetail;

describe('到料详情 rows', () => {
  const rows = arrivalTabRows([
    arrival('2', 'DL2', 0, [line('l3', '30.00')]),
    arrival('1', 'DL1', 2, [line('l1', '100.50'), line('l2', '0.25')]),
  ]);
  it('flattens arrivals into lines carrying their arrival, keeping each line its own 生产单号', () => {
    expect(rows.map((r) => [r.id, r.arrivalNo, r.status, r.orderNo])).toEqual([
      ['l3', 'DL2', 0, null],
      ['l1', 'DL1', 2, 'SC001'],
      ['l2', 'DL1', 2, null],
    ]);
  });
  it('counts only reviewed arrivals in 到料金额, exactly', () => {
    expect(reviewedArrivalAmount(rows)).toBe('100.75');
    expect(reviewedArrivalAmount([])).toBe('0.00');
  });
});
