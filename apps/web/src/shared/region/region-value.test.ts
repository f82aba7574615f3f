import { describe, expect, it } from 'vitest';
import { fromRegionValue, joinAddress, toRegionValue } from './region-value';

describe('region value', () => {
  it("turns a row's codes into the cascader path, as far as they are set", () => {
    expect(toRegionValue({ provinceId: '330000', cityId: '330100', areaId: '330106' })).toEqual(['330000', '330100', '330106']);
    expect(toRegionValue({ provinceId: '330000', cityId: null, areaId: '330106' })).toEqual(['330000']);
    expect(toRegionValue({ provinceId: null, cityId: '330100' })).toBeUndefined();
    expect(toRegionValue(undefined)).toBeUndefined();
  });
  it('turns the cascader path into the three request fields, null where not chosen', () => {
    expect(fromRegionValue(['330000', '330100', '330106'])).toEqual({ provinceId: '330000', cityId: '330100', areaId: '330106' });
    expect(fromRegionValue(['330000'])).toEqual({ provinceId: '330000', cityId: null, areaId: null });
    expect(fromRegionValue(undefined)).toEqual({ provinceId: null, cityId: null, areaId: null });
  });
  it('puts the street after the region', () => {
    expect(joinAddress('浙江省 杭州市 西湖区', ' 文三路 1 号 ')).toBe('浙江省 杭州市 西湖区 文三路 1 号');
    expect(joinAddress('', '文三路')).toBe('文三路');
    expect(joinAddress('浙江省', null)).toBe('浙江省');
  });
});
