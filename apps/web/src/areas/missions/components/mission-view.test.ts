import { describe, expect, it } from 'vitest';
import { missionQuantities, missionStatusText, nodeColor, nodeProgress } from './mission-view';

describe('mission card texts', () => {
  it.each([
    [{ status: 5, daysLeft: 3, delayDays: null }, { kind: 'cancelled' }],
    [{ status: 2, daysLeft: null, delayDays: 4 }, { kind: 'finished' }],
    [
      { status: 0, daysLeft: null, delayDays: 2 },
      { kind: 'late', days: 2 },
    ],
    [{ status: 0, daysLeft: 5, delayDays: null }, { kind: 'notStarted' }],
    [
      { status: 1, daysLeft: 5, delayDays: null },
      { kind: 'countdown', days: 5 },
    ],
    [
      { status: 1, daysLeft: 0, delayDays: null },
      { kind: 'countdown', days: 0 },
    ],
  ])('%j says %j', (row, expected) => {
    expect(missionStatusText(row)).toEqual(expected);
  });

  it('a node is grey, blue, green by status and red when late and unfinished', () => {
    expect(nodeColor({ status: 0, alerts: [] })).toBe('#bfbfbf');
    expect(nodeColor({ status: 1, alerts: ['preWarning'] })).toBe('#1677ff');
    expect(nodeColor({ status: 1, alerts: ['delay'] })).toBe('#ff4d4f');
    expect(nodeColor({ status: 2, alerts: ['delay'] })).toBe('#52c41a');
  });

  it('progress is completed/target with the adjusted quantity when there is one', () => {
    expect(nodeProgress({ completedNum: '40.0000', targetNum: '100', adjustNum: '0' })).toEqual({ text: '40/100', adjust: null });
    expect(nodeProgress({ completedNum: '40', targetNum: '100', adjustNum: '-5' })).toEqual({ text: '40/100', adjust: '-5' });
  });
});

describe('mission quantities', () => {
  it('shows the cut only once something is cut, and the shipped quantity always', () => {
    expect(missionQuantities({ totalNum: '100.0000', actualCutNum: '0.0000', shippedNum: '0.0000' })).toEqual({
      ordered: '100',
      cut: null,
      shipped: '0',
    });
    expect(missionQuantities({ totalNum: '100.0000', actualCutNum: '98.0000', shippedNum: '40.0000' })).toEqual({
      ordered: '100',
      cut: '98',
      shipped: '40',
    });
  });
});
