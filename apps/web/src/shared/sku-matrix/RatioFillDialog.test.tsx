import '../../test/setup';
import { skuKeyOf } from '@gf/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addMessages, changeLanguage } from '../i18n';
import { skuMatrixMessages } from './locales';
import { SkuMatrix, type SkuMatrixProps } from './SkuMatrix';
import type { Quantities } from './sku-matrix.logic';

const { get, post } = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('../api', () => ({ api: { get, post } }));
addMessages('skuMatrix', skuMatrixMessages);
// antd's modal and tables render slowly when the machine is busy: room for that, not for a wrong answer.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const colors = [
  { id: 'red', name: '红' },
  { id: 'blue', name: '蓝' },
];
const sizes = ['S', 'M', 'L', 'XL'].map((s) => ({ id: s, name: s }));
const k = (colorId: string, sizeId: string) => skuKeyOf({ colorId, sizeId, standardId: null });
const row = (colorId: string, q: Quantities) => sizes.map((s) => q[k(colorId, s.id)]);
const codeRatio = (id: string, name: string, weights: [string, number][]) => ({
  id,
  name,
  sizeCategoryId: '1',
  category: '上衣',
  attrIds: [],
  sizeCodeRatioCateList: weights.map(([sizeId, ratio]) => ({ sizeId, sizeName: sizeId, ratio })),
  total: weights.reduce((a, [, r]) => a + r, 0),
});

let latest: Quantities = {};
function Harness(props: Partial<SkuMatrixProps> & { initial?: Quantities }) {
  const { initial = {}, ...rest } = props;
  const [value, setValue] = useState(initial);
  latest = value;
  return <SkuMatrix mode="quantity" colors={colors} sizes={sizes} value={value} onChange={setValue} {...rest} />;
}
const open = async (props: Partial<SkuMatrixProps> & { initial?: Quantities } = {}) => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Harness {...props} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByTestId('sku-matrix-by-ratio'));
  return screen.findByRole('dialog');
};
const typeIn = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
const apply = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: /填\s*入/ }));

beforeEach(async () => {
  await changeLanguage('zh-CN');
  vi.clearAllMocks();
  get.mockResolvedValue([]);
  post.mockResolvedValue([]);
});

describe('按码比填数', () => {
  it('splits typed ratios and a total per colour, previews, and fills exactly the typed totals', async () => {
    const dialog = await open({ initial: { [k('blue', 'S')]: 9 } });
    ['1', '2', '2', '1'].forEach((r, i) => typeIn(dialog, `码比 ${sizes[i]!.name}`, r));
    typeIn(dialog, '红 合计数', '11');
    expect(within(dialog).getByTestId('ratio-preview-red|-M').textContent).toBe('4');
    expect(within(dialog).getByTestId('ratio-preview-red|-L').textContent).toBe('3');
    // The blue row has no total: it shows what it holds (9 at S), and keeps it.
    const blue = within(dialog)
      .getAllByRole('row')
      .find((r) => r.textContent?.startsWith('蓝'))!;
    expect(
      within(blue)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['蓝', '9', '·', '·', '·', '']);
    apply(dialog);
    expect(row('red', latest)).toEqual([2, 4, 3, 2]);
    expect(row('blue', latest)).toEqual([9, undefined, undefined, undefined]); // no total typed: untouched
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('one total for every colour, by a saved group of the style, picked first', async () => {
    get.mockResolvedValue([
      codeRatio('5', '标准码比', [
        ['S', 1],
        ['M', 3],
        ['L', 3],
        ['XL', 1],
      ]),
    ]);
    const dialog = await open({ styleId: '42' });
    await waitFor(() => expect(within(dialog).getByText('标准码比')).toBeTruthy());
    expect(get).toHaveBeenCalledWith('codeRatioCategory/config/codeRatioListByStyleId', { styleId: '42' }, { silent: true });
    expect((within(dialog).getByLabelText('码比 M') as HTMLInputElement).value).toBe('3');
    typeIn(dialog, '全部颜色合计', '100');
    apply(dialog);
    // 12.5 / 37.5 / 37.5 / 12.5: the remainders tie, the two pieces left go to the first sizes.
    expect(row('red', latest)).toEqual([13, 38, 37, 12]);
    expect(row('blue', latest)).toEqual([13, 38, 37, 12]);
  });

  it('keeps what the clerk typed: clearing the ratios does not bring the group back; Enter goes down the totals', async () => {
    get.mockResolvedValue([
      codeRatio('5', '标准码比', [
        ['S', 1],
        ['M', 3],
        ['L', 3],
        ['XL', 1],
      ]),
    ]);
    const dialog = await open({ styleId: '42' });
    await waitFor(() => expect((within(dialog).getByLabelText('码比 M') as HTMLInputElement).value).toBe('3'));
    for (const s of sizes) typeIn(dialog, `码比 ${s.name}`, '');
    typeIn(dialog, '码比 L', '1');
    expect(sizes.map((s) => (within(dialog).getByLabelText(`码比 ${s.name}`) as HTMLInputElement).value)).toEqual([
      '',
      '',
      '1',
      '',
    ]);
    const red = within(dialog).getByLabelText('红 合计数');
    red.focus();
    fireEvent.keyDown(red, { key: 'Enter' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('蓝 合计数'));
  });

  it("falls back to the factory's groups that fit the sizes when the style has none", async () => {
    post.mockResolvedValue([
      codeRatio('6', '裤装码比', [['W28', 1]]),
      codeRatio('7', '上衣码比', [
        ['M', 1],
        ['L', 1],
      ]),
    ]);
    const dialog = await open({ styleId: '42' });
    await waitFor(() => expect(within(dialog).getByText('上衣码比')).toBeTruthy());
    expect(within(dialog).queryByText('裤装码比')).toBeNull();
    typeIn(dialog, '蓝 合计数', '5');
    apply(dialog);
    expect(row('blue', latest)).toEqual([0, 3, 2, 0]);
  });

  it('refuses all-zero ratios and a total that is not whole, filling nothing', async () => {
    const dialog = await open({ ratioGroups: [] });
    typeIn(dialog, '红 合计数', '10');
    expect(within(dialog).getByTestId('ratio-refusal').textContent).toContain('码比不能全为0');
    typeIn(dialog, '码比 S', '1');
    typeIn(dialog, '红 合计数', '10.5');
    expect(within(dialog).getByTestId('ratio-refusal').textContent).toBe('红：合计数必须是不小于0的整数');
    expect(
      within(dialog)
        .getByRole('button', { name: /填\s*入/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(latest).toEqual({});
  });

  it('splits only over the sizes a row has', async () => {
    const existing = new Set([k('red', 'S'), k('red', 'L'), k('blue', 'M')]);
    const dialog = await open({ existingKeys: existing, ratio: [1, 1, 1, 1], ratioGroups: [] });
    typeIn(dialog, '红 合计数', '7');
    typeIn(dialog, '蓝 合计数', '7');
    apply(dialog);
    expect(latest).toEqual({ [k('red', 'S')]: 4, [k('red', 'L')]: 3, [k('blue', 'M')]: 7 });
  });

  it('speaks English on the switch', async () => {
    await changeLanguage('en');
    const dialog = await open({ ratioGroups: [] });
    expect(within(dialog).getByText('Fill by size ratio')).toBeTruthy();
    typeIn(dialog, '红 Row total', '3');
    expect(within(dialog).getByTestId('ratio-refusal').textContent).toContain('At least one ratio must be above 0');
  });
});
