import { describe, expect, it } from 'vitest';
import {
  answerErrors,
  answerFields,
  CLAIM_WAIT_MS,
  claimAnswer,
  deferToast,
  fieldLabelIn,
  isClaimed,
  readableAnswerText,
  readableField,
} from './field-text';

const labels: Record<string, string> = {
  amount: '金额',
  quantity: '数量',
  materialSkuId: '物料SKU',
  name: '名称',
  customFields: '自定义字段',
};
const labelOf = (s: string) => labels[s];
const row = (n: number) => `第${n}行`;

describe('readableField', () => {
  it('turns positions into row numbers and the last segment into its label', () => {
    expect(readableField('returns[0].amount', labelOf, row)).toBe('第1行 金额');
    expect(readableField('lines.2.quantity', labelOf, row)).toBe('第3行 数量');
    expect(readableField('materialSkuId', labelOf, row)).toBe('物料SKU');
  });
  it('drops what it cannot say, and reads ids under keyed lists as ids', () => {
    expect(readableField('materialsSkus.0.quantityDelivery', labelOf, row)).toBe('第1行');
    expect(readableField('weirdKey', labelOf, row)).toBe('');
    expect(readableField('customFields.734', labelOf, row)).toBe('自定义字段');
  });
});

describe('readableAnswerText', () => {
  it('rewrites the business message prefix (full-width colon) and validation lists (semicolons)', () => {
    expect(readableAnswerText('materialSkuId：该物料的分类未启用按卷管理', ['materialSkuId'], labelOf, row)).toBe(
      '物料SKU：该物料的分类未启用按卷管理',
    );
    expect(readableAnswerText('returns[0].amount：本次收款 1000 超出', ['returns[0].amount'], labelOf, row)).toBe(
      '第1行 金额：本次收款 1000 超出',
    );
    expect(readableAnswerText('name: 必填; lines.0.quantity: 须大于 0', ['name', 'lines.0.quantity'], labelOf, row)).toBe(
      '名称: 必填; 第1行 数量: 须大于 0',
    );
    expect(readableAnswerText('weirdKey：不能为空', ['weirdKey'], labelOf, row)).toBe('不能为空');
  });
  it('leaves texts alone that do not start with a named field', () => {
    expect(readableAnswerText('库存不足 amount：x', ['amount'], labelOf, row)).toBe('库存不足 amount：x');
  });
});

describe('answerFields', () => {
  it('reads the field paths of an answer', () => {
    expect(answerFields({ errors: [{ field: 'a' }, { field: 'b.0' }, { nope: 1 }] })).toEqual(['a', 'b.0']);
    expect(answerFields(null)).toEqual([]);
  });
});

describe('answerErrors, labels and claims', () => {
  it('reads the field errors of an answer with their messages', () => {
    expect(answerErrors({ errors: [{ field: 'price', message: '销售价不能为负数' }, { field: 'x' }, 'nope'] })).toEqual([
      { field: 'price', message: '销售价不能为负数' },
      { field: 'x', message: '' },
    ]);
  });

  it("names fields from the contracts' catalogue first", () => {
    expect(fieldLabelIn('zh')('quantity')).toBe('数量');
    expect(fieldLabelIn('en')('weight')).toBe('Gram weight');
    expect(fieldLabelIn('zh', () => '别的')('unknownField')).toBe('别的');
  });

  it('a claimed answer is not toasted; an unclaimed one is, after a moment', async () => {
    const toasts: string[] = [];
    const claimedError = new Error('a');
    const other = new Error('b');
    deferToast(claimedError, () => toasts.push('a'));
    deferToast(other, () => toasts.push('b'));
    claimAnswer(claimedError);
    expect(isClaimed(claimedError)).toBe(true);
    expect(toasts).toEqual([]);
    await new Promise((r) => setTimeout(r, CLAIM_WAIT_MS + 20));
    expect(toasts).toEqual(['b']);
  });
});
