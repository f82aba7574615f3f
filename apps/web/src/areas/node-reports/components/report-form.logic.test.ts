import type { NodeProgress, NodeSkuFigures } from '@gf/contracts';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  figureCells,
  nodeMatrix,
  overAllowance,
  reportLines,
  samplingProblem,
  samplingTotals,
  shownBillName,
} from './report-form.logic';
import { buildReportInput, initialValues } from './report-input';

const sku = (id: string, color: string, size: string, over: Partial<NodeSkuFigures> = {}): NodeSkuFigures => ({
  goodsSkuId: id,
  colorName: color,
  sizeName: size,
  orderedNum: '100',
  actualCutNum: '0',
  targetNum: '100',
  completedNum: '40',
  remainingNum: '60',
  adjustNum: '0',
  defectiveNum: '0',
  wasteNum: '0',
  allowanceNum: '65',
  pendingNum: '0',
  ...over,
});
const skus = [sku('a', '红', 'S'), sku('b', '红', 'M', { allowanceNum: '5' }), sku('c', '蓝', 'S')];

describe('the node matrix', () => {
  const m = nodeMatrix(skus);
  it('lays the SKUs out by colour and size name, each cell mapped back to its SKU', () => {
    expect(m.colors.map((c) => c.name)).toEqual(['红', '蓝']);
    expect(m.sizes.map((s) => s.name)).toEqual(['S', 'M']);
    expect(m.existingKeys.size).toBe(3);
    expect(figureCells(m, 'remainingNum')).toEqual({ '红|S|': 60, '红|M|': 60, '蓝|S|': 60 });
  });
  it('reports the non-zero cells only, and names each line over what the node still allows', () => {
    const lines = reportLines(m, { '红|S|': 65, '红|M|': 6, '蓝|S|': 0 });
    expect(lines).toEqual([
      { goodsSkuId: 'a', num: '65' },
      { goodsSkuId: 'b', num: '6' },
    ]);
    expect(overAllowance(m, lines)).toEqual([{ goodsSkuId: 'b', label: '红 / M', num: '6', allowance: '5' }]);
  });
});

describe('sampling rows', () => {
  const row = { key: 'k', goodsSkuId: null, label: '', produced: 100, sampled: 20, passed: 18, defective: 1, waste: 1 };
  it.each([
    [{}, null],
    [{ sampled: 101 }, 'sampledTooMany'],
    [{ passed: 19 }, 'partsTooMany'],
  ])('%j → %s', (change, problem) => expect(samplingProblem({ ...row, ...change })).toBe(problem));
  it('totals and the overall pass rate', () => {
    const totals = samplingTotals([row, { ...row, key: 'l', sampled: 30, passed: 30, defective: 0, waste: 0 }]);
    expect(totals).toMatchObject({ produced: 200, sampled: 50, passed: 48, rate: '96.00' });
  });
});

describe('the report body', () => {
  const header = { missionNodeId: 'n', typeCode: 'tail_out_store', missionOutsideFactoryId: null, defaultStorehouseId: 's1' };
  const progress = { header, skus, outsideFactories: [] } as unknown as NodeProgress;
  const m = nodeMatrix(skus);
  it('a new report starts today, by the signed-in user, into the node default storehouse', () => {
    const v = initialValues(progress, m, 'u1', null);
    expect(v.finishUserId).toBe('u1');
    expect(v.storehouseId).toBe('s1');
    expect(v.dateCompleted.format('YYYY-MM-DD')).toBe(dayjs().format('YYYY-MM-DD'));
  });
  it('ship to a customer or transfer to a storehouse, never both', () => {
    const base = { ...initialValues(progress, m, 'u1', null), cells: { '红|S|': 3 }, customerId: 'c1', inStorehouseId: 's2' };
    const toCustomer = buildReportInput('tail-out-store', 'REPORT', 'complete', base, m, null);
    expect(toCustomer).toMatchObject({
      customerId: 'c1',
      inStorehouseId: null,
      storehouseId: 's1',
      skus: [{ goodsSkuId: 'a', num: '3' }],
    });
    const transfer = buildReportInput('tail-out-store', 'DRAFT', 'complete', { ...base, shipMode: 'transfer' }, m, null);
    expect(transfer).toMatchObject({ actionType: 'DRAFT', customerId: null, inStorehouseId: 's2' });
  });
  it('an adjustment carries its reason; a re-edited bill its id and version', () => {
    const bill = { id: 'b1', version: 3 } as never;
    const v = { ...initialValues(progress, m, 'u1', null), cells: { '红|S|': -2 }, adjustReason: '点错' };
    expect(buildReportInput('quantitative', 'REPORT', 'adjust', v, m, bill)).toMatchObject({
      billId: 'b1',
      version: 3,
      type: 'adjust',
      adjustReason: '点错',
      skus: [{ goodsSkuId: 'a', num: '-2' }],
    });
  });
});

describe('shownBillName', () => {
  const t = (key: string) => `[${key}]`;
  it('shows a default name in the interface language and a node’s own name as it is', () => {
    expect(shownBillName(t, 'FAC_MISSION_COMPLETE', '完成数单')).toBe('[nodeReports.billType.FAC_MISSION_COMPLETE]');
    expect(shownBillName(t, 'FAC_MISSION_COMPLETE', '车缝完工单')).toBe('车缝完工单');
    expect(shownBillName(t, 'OTHER', '完成数单')).toBe('完成数单');
  });
});
