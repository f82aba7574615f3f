import { describe, expect, it } from 'vitest';
import {
  findNumberRule,
  listNumberRules,
  registerNumberRule,
  sampleAttributes,
  type NumberRuleDefinition,
} from './number-rule-registry.js';

const rule = (billType: string, kind: 'ARCHIVE' | 'BILL' = 'BILL'): NumberRuleDefinition => ({
  billType,
  kind,
  zh: '测试单',
  en: 'Test bill',
  segments: [
    { type: 'TEXT', value: 'T' },
    { type: 'SERIAL', length: 4, reset: 'NEVER' },
  ],
});

describe('numbering rule registry', () => {
  it('finds a registered default, with its attributes defaulting to none', () => {
    registerNumberRule(rule('REG_FIND'));
    expect(findNumberRule('REG_FIND')?.segments[0]).toEqual({ type: 'TEXT', value: 'T' });
    expect(findNumberRule('REG_FIND')?.attributes).toEqual([]);
    expect(findNumberRule('REG_NEVER')).toBeUndefined();
  });
  it('accepts the same definition twice and refuses a different one under the same key', () => {
    registerNumberRule(rule('REG_TWICE'));
    expect(() => registerNumberRule(rule('REG_TWICE'))).not.toThrow();
    expect(() => registerNumberRule({ ...rule('REG_TWICE'), zh: '别的' })).toThrow(/registered twice/);
  });
  it('refuses a malformed key or a default without exactly one serial', () => {
    expect(() => registerNumberRule(rule('bad key'))).toThrow(/must look like/);
    expect(() => registerNumberRule({ ...rule('REG_NO_SERIAL'), segments: [{ type: 'TEXT', value: 'X' }] })).toThrow(/invalid/);
    expect(findNumberRule('REG_NO_SERIAL')).toBeUndefined();
  });
  it('lists archives before bills, each by key', () => {
    registerNumberRule(rule('REG_Z_ARCHIVE', 'ARCHIVE'));
    registerNumberRule(rule('REG_A_BILL'));
    registerNumberRule(rule('REG_A_ARCHIVE', 'ARCHIVE'));
    const keys = listNumberRules()
      .map((r) => r.billType)
      .filter((k) => ['REG_A_ARCHIVE', 'REG_Z_ARCHIVE', 'REG_A_BILL'].includes(k));
    expect(keys).toEqual(['REG_A_ARCHIVE', 'REG_Z_ARCHIVE', 'REG_A_BILL']);
  });
  it('gives sample attribute values for previews', () => {
    const def = registerNumberRule({
      ...rule('REG_ATTR'),
      attributes: [{ key: 'kindNo', zh: '分类号', en: 'Kind no', sample: 'ML' }],
    });
    expect(sampleAttributes(def)).toEqual({ kindNo: 'ML' });
    expect(sampleAttributes(undefined)).toEqual({});
  });
});
