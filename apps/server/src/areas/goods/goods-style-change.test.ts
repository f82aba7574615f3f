import { describe, expect, it } from 'vitest';
import { diffStyles, fieldLabel, type ReadableStyle } from './goods-style-change.service.js';

const base = (): ReadableStyle => ({
  fields: {
    styleNo: 'K001',
    styleName: '衬衫',
    customer: '甲客户',
    sizeCategory: '上衣',
    category: '',
    colors: '红，蓝',
    sizes: 'S，M',
    standards: '',
    pictures: '0',
    remark: '',
    isStopped: '否',
  },
  custom: { 面料: '棉' },
});

describe('diffStyles', () => {
  it('gives nothing when nothing changed', () => {
    expect(diffStyles(base(), base())).toEqual([]);
  });
  it('records the long-tail fields (prices, brand) like the others; a field missing on one side is blank', () => {
    const after = base();
    after.fields = { ...after.fields, price: '99.00', brand: '牛厂' };
    const before = base();
    before.fields = { ...before.fields, price: '89.50' };
    expect(diffStyles(before, after)).toEqual([
      { fieldName: 'brand', previousValues: null, afterValues: '牛厂' },
      { fieldName: 'price', previousValues: '89.50', afterValues: '99.00' },
    ]);
    expect(fieldLabel('retailPrice', 'zh')).toBe('吊牌价');
    expect(fieldLabel('lastSupplyPrice', 'en')).toBe('Final supply price');
  });
  it('records each changed field with readable before and after values, blank as null', () => {
    const after = base();
    after.fields.colors = '红，绿';
    after.fields.remark = '加急';
    expect(diffStyles(base(), after)).toEqual([
      { fieldName: 'colors', previousValues: '红，蓝', afterValues: '红，绿' },
      { fieldName: 'remark', previousValues: null, afterValues: '加急' },
    ]);
  });
  it('records custom fields by name, including ones set or cleared', () => {
    const after = base();
    after.custom = { 季节: '春' };
    expect(diffStyles(base(), after)).toEqual([
      { fieldName: 'custom:面料', previousValues: '棉', afterValues: null },
      { fieldName: 'custom:季节', previousValues: null, afterValues: '春' },
    ]);
  });
});

describe('fieldLabel', () => {
  it('translates normal fields and keeps custom names', () => {
    expect(fieldLabel('colors', 'zh')).toBe('颜色');
    expect(fieldLabel('colors', 'en')).toBe('Colours');
    expect(fieldLabel('custom:styleNo', 'en')).toBe('styleNo');
  });
});
