import { describe, expect, it } from 'vitest';
import { greedyPlan, lowerBoundLays, planCut, type CutLimits, type CutPlan, type SizeDemand } from './cut-planner';

const order = (quantities: Record<string, number>): SizeDemand[] =>
  Object.entries(quantities).map(([size, quantity]) => ({ size, quantity }));

function expectValid(plan: CutPlan, demand: SizeDemand[], limits: CutLimits) {
  demand.forEach((d, i) => expect(plan.cut[i]).toBeGreaterThanOrEqual(d.quantity));
  for (const lay of plan.lays) {
    expect(lay.plies).toBeGreaterThanOrEqual(1);
    expect(lay.plies).toBeLessThanOrEqual(limits.maxPlies);
    expect(lay.ratio.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(lay.ratio.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(limits.maxGarments);
    lay.ratio.forEach((r) => expect(Number.isInteger(r) && r >= 0).toBe(true));
  }
  expect(plan.totalOverCut).toBe(plan.overCut.reduce((a, b) => a + b, 0));
}

// Sample orders of a shirt factory: per size, and the limits of its tables.
const samples: [string, Record<string, number>, CutLimits][] = [
  ['balanced S–XL', { S: 100, M: 200, L: 200, XL: 100 }, { maxPlies: 100, maxGarments: 6 }],
  ['odd quantities', { S: 37, M: 85, L: 92, XL: 41, XXL: 13 }, { maxPlies: 60, maxGarments: 6 }],
  ['one size', { M: 250 }, { maxPlies: 80, maxGarments: 4 }],
  ['small order', { S: 5, M: 12, L: 7 }, { maxPlies: 50, maxGarments: 6 }],
  ['large order', { XS: 120, S: 480, M: 960, L: 840, XL: 360, XXL: 90 }, { maxPlies: 120, maxGarments: 8 }],
  ['skewed', { S: 10, M: 300, L: 15 }, { maxPlies: 40, maxGarments: 5 }],
  ['thin cloth, short table', { S: 60, M: 110, L: 90, XL: 45 }, { maxPlies: 30, maxGarments: 3 }],
  ['prime-ish', { S: 53, M: 101, L: 97, XL: 59 }, { maxPlies: 50, maxGarments: 5 }],
  ['kids 6 sizes', { 90: 30, 100: 45, 110: 60, 120: 60, 130: 45, 140: 30 }, { maxPlies: 45, maxGarments: 10 }],
  ['one marker place', { S: 20, M: 30 }, { maxPlies: 25, maxGarments: 1 }],
];

describe('planCut', () => {
  it.each(samples)('%s: covers every size, never under-cuts, within the limits', (_, q, limits) => {
    const demand = order(q);
    expectValid(planCut(demand, limits), demand, limits);
  });

  it.each(samples)('%s: uses no more lays than the greedy plan (and not fewer than the bound)', (_, q, limits) => {
    const demand = order(q);
    const plan = planCut(demand, limits);
    const greedy = greedyPlan(demand, limits);
    expectValid(greedy, demand, limits);
    expect(plan.lays.length).toBeLessThanOrEqual(greedy.lays.length);
    expect(plan.lays.length).toBeGreaterThanOrEqual(lowerBoundLays(demand, limits));
  });

  it('cuts 100/200/200/100 in one lay of 100 plies with the marker 1:2:2:1 and no over-cut', () => {
    const plan = planCut(order({ S: 100, M: 200, L: 200, XL: 100 }), { maxPlies: 100, maxGarments: 6 });
    expect(plan.lays).toEqual([{ ratio: [1, 2, 2, 1], plies: 100 }]);
    expect(plan.totalOverCut).toBe(0);
  });

  it('reaches the lower bound of lays where it can (300 pieces, 50 plies × 4 places → 2 lays)', () => {
    const demand = order({ S: 60, M: 140, L: 100 });
    const limits = { maxPlies: 50, maxGarments: 4 };
    const plan = planCut(demand, limits);
    expectValid(plan, demand, limits);
    expect(plan.lays.length).toBe(2);
  });

  it.each([
    // [order, limits, the planner's over-cut, greedy's] with the same number of lays
    [{ S: 53, M: 101, L: 97, XL: 59 }, { maxPlies: 50, maxGarments: 5 }, 30, 128],
    [{ S: 37, M: 85, L: 92, XL: 41, XXL: 13 }, { maxPlies: 60, maxGarments: 6 }, 15, 21],
  ])('over-cuts less than greedy in as many lays: %o', (q, limits, over, greedyOver) => {
    const demand = order(q);
    const plan = planCut(demand, limits);
    const greedy = greedyPlan(demand, limits);
    expect(plan.lays.length).toBe(greedy.lays.length);
    expect([plan.totalOverCut, greedy.totalOverCut]).toEqual([over, greedyOver]);
  });

  it('leaves sizes without demand out of every marker and plans nothing for nothing', () => {
    const plan = planCut(order({ S: 0, M: 40, L: 0 }), { maxPlies: 50, maxGarments: 4 });
    expect(plan.lays.every((l) => l.ratio[0] === 0 && l.ratio[2] === 0)).toBe(true);
    expect(plan.cut).toEqual([0, 40, 0]);
    expect(planCut(order({ S: 0 }), { maxPlies: 10, maxGarments: 2 }).lays).toEqual([]);
  });

  it('refuses limits below one and negative quantities', () => {
    expect(() => planCut(order({ S: 1 }), { maxPlies: 0, maxGarments: 2 })).toThrow(RangeError);
    expect(() => planCut(order({ S: 1 }), { maxPlies: 2, maxGarments: 0 })).toThrow(RangeError);
    expect(() => planCut(order({ S: -1 }), { maxPlies: 2, maxGarments: 2 })).toThrow(RangeError);
  });

  it('on random orders always covers the demand and never needs more lays than greedy', () => {
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let run = 0; run < 200; run++) {
      const sizes = 1 + rand(6);
      const q: Record<string, number> = {};
      for (let s = 0; s < sizes; s++) q[`s${s}`] = rand(400);
      const limits = { maxPlies: 1 + rand(120), maxGarments: 1 + rand(10) };
      const demand = order(q);
      const plan = planCut(demand, limits);
      expectValid(plan, demand, limits);
      expect(plan.lays.length).toBeLessThanOrEqual(greedyPlan(demand, limits).lays.length);
    }
  });
});
