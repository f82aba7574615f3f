import '../../test/setup';
import { skuKeyOf } from '@gf/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, render, screen, within } from '@testing-library/react';
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
const sizes = ['S', 'M', 'L'].map((s) => ({ id: s, name: s }));
const k = (colorId: string, sizeId: string, standardId: string | null = null) => skuKeyOf({ colorId, sizeId, standardId });

let latest: Quantities = {};
function Harness(props: Partial<SkuMatrixProps> & { initial?: Quantities }) {
  const { initial = {}, ...rest } = props;
  const [value, setValue] = useState(initial);
  latest = value;
  return <SkuMatrix mode="quantity" colors={colors} sizes={sizes} value={value} onChange={setValue} {...rest} />;
}
const show = (props: Partial<SkuMatrixProps> & { initial?: Quantities } = {}) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Harness {...props} />
    </QueryClientProvider>,
  );
const cell = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(cell(label), { target: { value } });
const totalRow = () => [...document.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')].at(-1)!;

beforeEach(async () => {
  await changeLanguage('zh-CN');
  vi.clearAllMocks();
  get.mockResolvedValue([]);
  post.mockResolvedValue([]);
});

describe('SkuMatrix quantities', () => {
  it('totals rows, columns and all as cells are typed', () => {
    show({ initial: { [k('red', 'S')]: 2, [k('blue', 'S')]: 3 } });
    type('红 M', '5');
    type('蓝 L', '4');
    expect(latest).toEqual({ [k('red', 'S')]: 2, [k('red', 'M')]: 5, [k('blue', 'S')]: 3, [k('blue', 'L')]: 4 });
    const totals = within(totalRow())
      .getAllByRole('cell')
      .map((c) => c.textContent);
    // 颜色 | 一手 | S M L | 合计
    expect(totals).toEqual(['合计', '', '5', '5', '4', '14']);
  });

  it('一手 fills every size of the row and shows the common number', () => {
    show();
    type('蓝 一手', '12');
    expect(latest).toEqual({ [k('blue', 'S')]: 12, [k('blue', 'M')]: 12, [k('blue', 'L')]: 12 });
    type('蓝 M', '10');
    expect(cell('蓝 一手').value).toBe(''); // the sizes differ now
    type('蓝 M', '12');
    expect(cell('蓝 一手').value).toBe('12');
  });

  it('marks a decimal or negative cell instead of rounding it, and 一手 refuses to spread it', () => {
    show();
    const typed = cell('红 S');
    typed.focus();
    type('红 S', '1.5');
    expect(latest[k('red', 'S')]).toBe(1.5);
    // The same input keeps the caret: marking the problem does not remount it.
    expect(cell('红 S')).toBe(typed);
    expect(document.activeElement).toBe(typed);
    expect(cell('红 S').closest('.ant-input-number')?.className).toMatch(/status-error/);
    type('红 一手', '-2');
    expect(latest[k('red', 'M')]).toBeUndefined();
  });

  it('moves with Enter (reading order, wrapping rows) and the arrow keys', () => {
    show();
    cell('红 S').focus();
    fireEvent.keyDown(cell('红 S'), { key: 'Enter' });
    expect(document.activeElement).toBe(cell('红 M'));
    fireEvent.keyDown(cell('红 M'), { key: 'Enter' });
    fireEvent.keyDown(cell('红 L'), { key: 'Enter' });
    expect(document.activeElement).toBe(cell('蓝 S')); // past the row's end: the next row's first size
    fireEvent.keyDown(cell('蓝 S'), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(cell('红 S'));
    fireEvent.keyDown(cell('红 S'), { key: 'ArrowLeft' }); // the whole number is selected on focus
    expect(document.activeElement).toBe(cell('红 一手'));
    fireEvent.keyDown(cell('红 一手'), { key: 'Enter' });
    expect(document.activeElement).toBe(cell('蓝 一手')); // from 一手 Enter goes down
    fireEvent.keyDown(cell('蓝 一手'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(cell('蓝 S'));
    fireEvent.keyDown(cell('蓝 S'), { key: 'Enter', shiftKey: true });
    expect(document.activeElement).toBe(cell('红 L'));
  });

  it('lets left and right move the caret inside a number', () => {
    show({ initial: { [k('red', 'M')]: 25 } });
    const m = cell('红 M');
    m.focus();
    m.setSelectionRange(1, 1);
    fireEvent.keyDown(m, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(m);
  });

  it('shows — for a SKU the style lacks, skips it with the keys and leaves it out of 一手', () => {
    const existing = new Set([k('red', 'S'), k('red', 'L'), k('blue', 'S'), k('blue', 'M'), k('blue', 'L')]);
    show({ existingKeys: existing });
    expect(screen.queryByLabelText('红 M')).toBeNull();
    type('红 一手', '3');
    expect(latest).toEqual({ [k('red', 'S')]: 3, [k('red', 'L')]: 3 });
    cell('红 S').focus();
    fireEvent.keyDown(cell('红 S'), { key: 'Enter' });
    expect(document.activeElement).toBe(cell('红 L'));
    fireEvent.keyDown(cell('红 L'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(cell('红 S'));
  });

  it('has a sub-row per inside length', () => {
    show({ standards: [{ id: 'l28', name: '28' }], initial: {} });
    type('红 / 28 M', '7');
    expect(latest).toEqual({ [k('red', 'M', 'l28')]: 7 });
  });
});

describe('SkuMatrix read-only and compare', () => {
  it('shows numbers without inputs or fill tools', () => {
    show({ readOnly: true, initial: { [k('red', 'S')]: 4, [k('blue', 'L')]: 6 } });
    expect(document.querySelectorAll('input')).toHaveLength(0);
    expect(screen.queryByText('按码比填数')).toBeNull();
    expect(screen.queryByText('一手')).toBeNull();
    expect(
      within(totalRow())
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['合计', '4', '0', '6', '10']);
  });

  it('shows the compared value and the difference in cells and totals', () => {
    show({
      readOnly: true,
      compareLabel: '原数',
      initial: { [k('red', 'S')]: 110, [k('red', 'M')]: 40 },
      compare: { [k('red', 'S')]: 100, [k('red', 'M')]: 50 },
    });
    expect(screen.getByTestId('sku-matrix-compare-legend').textContent).toBe('格内小字为原数，+/- 为与之相比的差');
    const red = document.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')[0]!;
    const note = (c: HTMLElement) => within(c).getByTestId('sku-matrix-compare').textContent;
    const [, s, m, l, total] = within(red).getAllByRole('cell');
    expect([s!.textContent, note(s!)]).toEqual(['110100 +10', '100 +10']);
    expect(note(m!)).toBe('50 -10'); // 40 now, 50 before
    expect(note(l!)).toBe('0'); // equal: no difference shown
    expect(note(total!)).toBe('150');
    expect(note(totalRow().querySelectorAll<HTMLElement>('td')[1]!)).toBe('100 +10');
  });

  it('in exists mode ticks the stored SKUs and counts them', () => {
    render(<SkuMatrix mode="exists" colors={colors} sizes={sizes} existingKeys={new Set([k('red', 'S'), k('blue', 'M')])} />);
    expect(
      within(totalRow())
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['合计', '1', '1', '0', '2']);
    expect(document.querySelectorAll('input')).toHaveLength(0);
  });
});
