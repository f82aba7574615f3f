import { describe, expect, it } from 'vitest';
import { arrivalFormFor, canOpenArrival } from './open-arrival';

describe('开到料单', () => {
  const reviewed = { status: 2, cancel: false, closed: false, arriveStatus: 1 };
  it('is offered for a reviewed, open bill with something still to arrive', () => {
    expect(canOpenArrival(reviewed)).toBe(true);
    expect(canOpenArrival({ ...reviewed, arriveStatus: 0 })).toBe(true);
  });
  it('is not offered for drafts, pending, revoked, closed or fully arrived bills', () => {
    expect(canOpenArrival({ ...reviewed, status: 0 })).toBe(false);
    expect(canOpenArrival({ ...reviewed, status: 1 })).toBe(false);
    expect(canOpenArrival({ ...reviewed, cancel: true })).toBe(false);
    expect(canOpenArrival({ ...reviewed, closed: true })).toBe(false);
    expect(canOpenArrival({ ...reviewed, arriveStatus: 2 })).toBe(false);
  });
  it("opens the arrival form of the bill's module", () => {
    expect(arrivalFormFor('12', false)).toBe('/materialAdd?purchaseBillId=12');
    expect(arrivalFormFor('12', true)).toBe('/sampleMaterialAdd?purchaseBillId=12');
  });
});
