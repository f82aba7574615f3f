import { describe, expect, it } from 'vitest';
import { idListInput } from './customer.js';
import { outsideFactoryInsertInput, outsideFactoryPageInput, webhookInput } from './outside-factory.js';

const parse = (extra: object) => outsideFactoryInsertInput.safeParse({ name: '加工厂', ...extra });

describe('processing factory input rules', () => {
  it.each([
    ['0', '0'],
    ['13', '13'],
    ['6.5', '6.5'],
    ['99.9999', '99.9999'],
    ['100', '100'],
    ['100.0000', '100.0000'],
    [13, '13'],
    ['', null],
    [null, null],
  ])('tax rate %j is kept as the exact text %j', (input, stored) => {
    const r = parse({ taxRate: input });
    expect(r.success).toBe(true);
    expect(r.data?.taxRate).toBe(stored);
  });
  it.each(['100.01', '-1', '1e2', '12.34567', 'abc', '001x'])('tax rate %j is refused', (input) => {
    expect(parse({ taxRate: input }).success).toBe(false);
  });
  it.each([
    ['13800000000', true],
    ['1380000000', false],
    ['23800000000', false],
    ['138000000001', false],
  ])('mobile phone %s valid: %s', (mobilePhone, ok) => {
    expect(parse({ mobilePhone }).success).toBe(ok);
  });
  it('code: letters, digits and hyphens; blank means generate', () => {
    expect(parse({ code: 'JG-01' }).data?.code).toBe('JG-01');
    expect(parse({ code: '' }).data?.code).toBeNull();
    expect(parse({ code: 'JG 01' }).success).toBe(false);
  });
  it('id lists are de-duplicated', () => {
    expect(parse({ factoryRateIds: ['1', 1, '2'] }).data?.factoryRateIds).toEqual(['1', '2']);
  });
  it.each([
    ['https://example.com/hook', true],
    ['http://10.0.0.1:8080/x', true],
    ['ftp://example.com', false],
    ['javascript:alert(1)', false],
    ['example.com', false],
  ])('webhook url %s valid: %s', (url, ok) => {
    expect(webhookInput.safeParse({ url, events: ['MISSION_ASSIGNED'] }).success).toBe(ok);
  });
  it('a webhook needs at least one known event', () => {
    expect(webhookInput.safeParse({ url: 'https://a.example', events: [] }).success).toBe(false);
    expect(webhookInput.safeParse({ url: 'https://a.example', events: ['NOPE'] }).success).toBe(false);
  });
  it('page filters accept comma lists, arrays and 0/1 stop-use', () => {
    const r = outsideFactoryPageInput.parse({ factoryRateIds: '1,2', attrIds: [3], stopuse: '1', reviewStatusList: '0,2' });
    expect(r).toMatchObject({ factoryRateIds: ['1', '2'], attrIds: ['3'], stopuse: 1, reviewStatusList: [0, 2] });
    expect(idListInput.safeParse('1,x').success).toBe(false);
  });
});
