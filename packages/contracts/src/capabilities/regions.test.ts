import { describe, expect, it } from 'vitest';
import { findRegionProblem, indexRegions, positionQuery, regionLabel, regionNames, type RegionNode } from './regions.js';

const tree: RegionNode[] = [
  {
    code: '330000',
    name: '浙江省',
    children: [
      {
        code: '330100',
        name: '杭州市',
        children: [
          { code: '330106', name: '西湖区' },
          { code: '330110', name: '余杭区' },
        ],
      },
      { code: '330200', name: '宁波市', children: [{ code: '330203', name: '海曙区' }] },
    ],
  },
  {
    code: '440000',
    name: '广东省',
    children: [{ code: '441900', name: '东莞市', children: [{ code: '441901', name: '中堂镇' }] }],
  },
];
const index = indexRegions(tree);

describe('region index', () => {
  it('indexes every node with its parent and level', () => {
    expect(index.size).toBe(9);
    expect(index.get('330106')).toEqual({ name: '西湖区', parent: '330100', level: 3 });
    expect(index.get('440000')).toEqual({ name: '广东省', parent: null, level: 1 });
  });

  it('labels a full path, a partial path and nothing', () => {
    expect(regionLabel(index, { provinceId: '330000', cityId: '330100', areaId: '330106' })).toBe('浙江省 杭州市 西湖区');
    expect(regionNames(index, { provinceId: '440000', cityId: '441900', areaId: null })).toEqual(['广东省', '东莞市']);
    expect(regionLabel(index, {})).toBe('');
    expect(regionLabel(index, { provinceId: '999999' })).toBe('');
  });
});

describe('findRegionProblem', () => {
  it.each([
    [{}, null],
    [{ provinceId: null, cityId: null, areaId: null }, null],
    [{ provinceId: '330000' }, null],
    [{ provinceId: '330000', cityId: '330200' }, null],
    [{ provinceId: '330000', cityId: '330100', areaId: '330110' }, null],
    [{ provinceId: '123456' }, { field: 'provinceId', reason: 'unknown' }],
    [{ provinceId: '330100' }, { field: 'provinceId', reason: 'unknown' }],
    [
      { provinceId: '330000', cityId: '441900' },
      { field: 'cityId', reason: 'notInParent' },
    ],
    [
      { provinceId: '330000', cityId: '330100', areaId: '330203' },
      { field: 'areaId', reason: 'notInParent' },
    ],
    [
      { provinceId: '330000', cityId: '330106' },
      { field: 'cityId', reason: 'unknown' },
    ],
    [{ cityId: '330100' }, { field: 'cityId', reason: 'parentMissing' }],
    [
      { provinceId: '330000', areaId: '330106' },
      { field: 'areaId', reason: 'parentMissing' },
    ],
  ] as const)('%j → %j', (codes, problem) => {
    expect(findRegionProblem(index, codes)).toEqual(problem);
  });
});

describe('positionQuery', () => {
  it('takes no id, 0 or a six-digit code', () => {
    expect(positionQuery.safeParse({}).success).toBe(true);
    expect(positionQuery.safeParse({ id: '0' }).success).toBe(true);
    expect(positionQuery.safeParse({ id: '330100' }).success).toBe(true);
    expect(positionQuery.safeParse({ id: '33' }).success).toBe(false);
    expect(positionQuery.safeParse({ id: 'abcdef' }).success).toBe(false);
  });
});
