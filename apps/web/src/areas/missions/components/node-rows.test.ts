import { describe, expect, it } from 'vitest';
import {
  chooseShipment,
  emptyRow,
  moveRow,
  planEndFrom,
  removeRow,
  rowProblems,
  rowsFromTemplate,
  rowsPayload,
  type NodeRow,
} from './node-rows';

const row = (prcdNodeId: string | null, patch: Partial<NodeRow> = {}): NodeRow => ({
  ...emptyRow(),
  prcdNodeId,
  label: prcdNodeId,
  ...patch,
});

describe('mission node rows', () => {
  it('a template row ends N days before delivery and keeps its defaults', () => {
    const [r] = rowsFromTemplate(
      [
        {
          prcdNodeId: '1',
          name: '裁床',
          typeName: '裁床型',
          chargerIds: ['7'],
          labourCost: '0.5',
          endDaysBefore: 3,
          warnDays: 1,
          diffMin: '-5',
          diffMax: '5',
          isShipment: true,
        },
      ],
      '2026-12-10',
    );
    expect(r).toMatchObject({
      label: '裁床（裁床型）',
      planEndAt: '2026-12-07',
      warnOn: true,
      diffOn: true,
      isShipment: true,
      chargerIds: ['7'],
    });
    expect(planEndFrom(null, 3)).toBeNull();
    expect(planEndFrom('2026-12-10', null)).toBeNull();
  });

  it('moving a row drops an upstream node that would come after it; removing one clears it downstream', () => {
    const rows = [row('1'), row('2', { upstreamPrcdNodeId: '1' })];
    expect(moveRow(rows, 1, -1).map((r) => [r.prcdNodeId, r.upstreamPrcdNodeId])).toEqual([
      ['2', null],
      ['1', null],
    ]);
    expect(moveRow(rows, 0, -1)).toEqual(rows);
    expect(removeRow(rows, 0)).toEqual([{ ...rows[1], upstreamPrcdNodeId: null }]);
  });

  it('only one row counts as shipped', () => {
    const rows = chooseShipment([row('1', { isShipment: true }), row('2')], 1);
    expect(rows.map((r) => r.isShipment)).toEqual([false, true]);
  });

  it.each([
    [[row(null)], false, [{ code: 'node', row: 1 }]],
    [[row('1'), row('1')], false, [{ code: 'duplicateNode', row: 2 }]],
    [[row('1', { labourCost: '29.8888' })], false, [{ code: 'wage', row: 1 }]],
    [[row('1', { labourCost: '29.888' })], false, []],
    [[row('1', { warnOn: true, warnDays: null })], false, [{ code: 'warnDays', row: 1 }]],
    [[row('1', { diffOn: true, diffMin: '5', diffMax: '5' })], false, [{ code: 'diff', row: 1 }]],
    [[row('1', { diffOn: true, diffMin: '-5', diffMax: '' })], false, []],
    [[row('1', { upstreamPrcdNodeId: '2' }), row('2')], false, [{ code: 'upstream', row: 1 }]],
    [[row('1', { isShipment: true }), row('2', { isShipment: true })], false, [{ code: 'shipment' }]],
    [[row('1', { outsideSettlement: true }), row('2', { outsideSettlement: true })], true, [{ code: 'outsideOne' }]],
    [[row('1', { outsideSettlement: true }), row('2', { outsideSettlement: true })], false, []],
  ])('problems of %j (whole order outside %s)', (rows, isOutside, expected) => {
    expect(rowProblems(rows, isOutside)).toEqual(expected);
  });

  it('the payload leaves unticked reminders out and keeps typed texts trimmed', () => {
    const [p] = rowsPayload([row('1', { labourCost: ' 1.5 ', warnDays: 3, diffMin: '-1', diffMax: '2', chargerIds: ['9'] })]);
    expect(p).toMatchObject({
      prcdNodeId: '1',
      labourCost: '1.5',
      warnDays: null,
      diffMin: null,
      diffMax: null,
      chargerIds: ['9'],
    });
  });
});
