import '../../test/setup';
import { afterAll, describe, expect, it } from 'vitest';
import { addMessages, changeLanguage } from '../i18n';
import { quantityProblems, quantityProblemText, quantityProblemWithPlace } from './line-quantity';
import { materialLinesMessages } from './locales';
import { newMaterialLine } from './material-line.logic';
import type { MaterialLine } from './MaterialLinesEditor';

addMessages('materialLines', materialLinesMessages);
afterAll(() => changeLanguage('zh-CN'));

const line = (quantity: string): MaterialLine => ({ ...newMaterialLine('7', 'WL1 府绸'), quantity });

describe('a material line quantity told by row and column', () => {
  it('marks each wrong cell and says where it is, in both languages', async () => {
    await changeLanguage('zh-CN');
    const lines = [line('2'), line('-1'), line(''), line('1.23456'), line('abc')];
    const { all, byKey } = quantityProblems(lines);
    expect(all.map((p) => p.row)).toEqual([2, 3, 4, 5]);
    expect(byKey.has(lines[0]!.key)).toBe(false);
    const said = all.map((p) => quantityProblemWithPlace(p.problem, 'zh-CN', p.row, '送料数'));
    expect(said).toEqual([
      '第2行 送料数不能为负数',
      '第3行 请输入送料数',
      '第4行 送料数最多 4 位小数',
      '第5行 送料数：请输入数字',
    ]);
    expect(quantityProblemText(all[0]!.problem, 'zh-CN')).toBe('不能为负数');
    expect(quantityProblemText(all[1]!.problem, 'zh-CN')).toBe('必填');
    await changeLanguage('en');
    expect(quantityProblemWithPlace(all[0]!.problem, 'en', 2, 'Quantity')).toBe('Line 2 Quantity must not be negative');
    expect(quantityProblemWithPlace(all[1]!.problem, 'en', 3, 'Quantity')).toBe('Line 3 Please enter quantity');
  });

  it('zero is refused: a line moves something', () => {
    expect(quantityProblemWithPlace(quantityProblems([line('0')]).all[0]!.problem, 'zh-CN', 1, '入库数')).toBe(
      '第1行 入库数须大于 0',
    );
  });
});
