import { describe, expect, it } from 'vitest';
import { reportAsks } from './report-asks';

describe('what a 手动上报 at a node asks', () => {
  it.each([
    ['tail_out_store', { storehouse: 'required', customer: true }],
    ['tail_in_store', { storehouse: 'required', customer: false }],
    ['quality_checking', { storehouse: 'optional', customer: false }],
    ['quantitative', { storehouse: null, customer: false }],
    [undefined, { storehouse: null, customer: false }],
  ])('%s', (typeCode, asks) => {
    expect(reportAsks(typeCode)).toEqual(asks);
  });
});
