import { describe, expect, it } from 'vitest';
import type { NumberSegment } from '../api/numbering-api';
import {
  addSegment,
  canAddSerial,
  changeSegmentType,
  checkSegments,
  maxSegments,
  moveSegment,
  removeSegment,
  sampleAttributes,
  starterSegments,
} from './number-segments.logic';

const text = (value: string): NumberSegment => ({ type: 'TEXT', value });
const serial = (length = 4): NumberSegment => ({ type: 'SERIAL', length, reset: 'NEVER' });
const codes = (list: NumberSegment[]) => checkSegments(list).map((i) => i.code);

describe('segment list editing', () => {
  it('adds a segment of the chosen type with its defaults, up to the maximum', () => {
    expect(addSegment([text('A')], 'DATE')).toEqual([text('A'), { type: 'DATE', format: 'yyyyMMdd' }]);
    const full = Array.from({ length: maxSegments }, () => text('X'));
    expect(addSegment(full, 'TEXT')).toBe(full);
  });

  it('removes the segment at an index', () => {
    expect(removeSegment([text('A'), text('B'), text('C')], 1)).toEqual([text('A'), text('C')]);
  });

  it.each([
    { index: 1, step: -1 as const, expected: ['B', 'A', 'C'] },
    { index: 1, step: 1 as const, expected: ['A', 'C', 'B'] },
    { index: 0, step: -1 as const, expected: ['A', 'B', 'C'] },
    { index: 2, step: 1 as const, expected: ['A', 'B', 'C'] },
  ])('moves segment $index by $step', ({ index, step, expected }) => {
    const list = [text('A'), text('B'), text('C')];
    const moved = moveSegment(list, index, step);
    expect(moved.map((s) => (s.type === 'TEXT' ? s.value : ''))).toEqual(expected);
    expect(list.map((s) => (s.type === 'TEXT' ? s.value : ''))).toEqual(['A', 'B', 'C']);
  });

  it('changing the type starts from the new type defaults; the same type keeps the values', () => {
    expect(changeSegmentType([text('CG')], 0, 'SERIAL')).toEqual([serial()]);
    const list = [text('CG')];
    expect(changeSegmentType(list, 0, 'TEXT')).toBe(list);
  });

  it('allows one serial only', () => {
    expect(canAddSerial([text('A')])).toBe(true);
    expect(canAddSerial([text('A'), serial()])).toBe(false);
  });
});

describe('segment list checks (mirror of the server rule)', () => {
  it.each([
    { name: 'the starter rule', list: starterSegments, expected: [] },
    { name: 'no segment', list: [], expected: ['empty'] },
    { name: 'no serial', list: [text('A')], expected: ['noSerial'] },
    { name: 'two serials', list: [serial(), serial()], expected: ['manySerials'] },
    { name: 'too many segments', list: [...Array.from({ length: 10 }, () => text('A')), serial()], expected: ['tooMany'] },
    { name: 'empty text', list: [text(' '), serial()], expected: ['textEmpty'] },
    { name: 'text over 20', list: [text('x'.repeat(21)), serial()], expected: ['textTooLong'] },
    { name: 'text of 20', list: [text('x'.repeat(20)), serial()], expected: [] },
    { name: 'serial of 0', list: [serial(0)], expected: ['serialLength'] },
    { name: 'serial of 13', list: [serial(13)], expected: ['serialLength'] },
    { name: 'serial of 12', list: [serial(12)], expected: [] },
    {
      name: 'attribute without key',
      list: [{ type: 'ATTRIBUTE', key: '' }, serial()] as NumberSegment[],
      expected: ['keyEmpty'],
    },
    {
      name: 'attribute taking 21',
      list: [{ type: 'ATTRIBUTE', key: 'season', maxLength: 21 }, serial()] as NumberSegment[],
      expected: ['attributeLength'],
    },
  ])('$name', ({ list, expected }) => {
    expect(codes(list)).toEqual(expected);
  });

  it('names the segment of a segment problem', () => {
    expect(checkSegments([serial(), text('')])).toEqual([{ code: 'textEmpty', index: 1 }]);
  });

  it('samples attribute values from the keys for the preview', () => {
    expect(sampleAttributes([{ type: 'ATTRIBUTE', key: 'season' }, serial()])).toEqual({ season: 'SEASON' });
  });
});
