import '../../test/setup';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addMessages, changeLanguage } from '../i18n';
import { materialLinesMessages } from './locales';
import { toMaterialLine } from './material-bill';
import { lineTableWidth } from './line-table-layout';
import { MaterialLinesEditor, type MaterialLine } from './MaterialLinesEditor';

const { get, post } = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('../api', () => ({ api: { get, post } }));

addMessages('materialLines', materialLinesMessages);

const saved = (sku: string, rollId: string | null) =>
  toMaterialLine(
    {
      id: `4${sku}`,
      materialsSkuId: sku,
      materialsNo: `WL${sku}`,
      materialsName: '府绸',
      colorName: '卡其',
      specNoName: '',
      stockUnit: '米',
      orderNo: null,
      rollId,
      rollNo: rollId && `R-${rollId}`,
      vatNo: rollId && `V${rollId}`,
    },
    '2',
    true,
  );

let latest: MaterialLine[] = [];
function Harness({ initial, lineWarning }: { initial: MaterialLine[]; lineWarning?: (l: MaterialLine) => string | null }) {
  const [lines, setLines] = useState(initial);
  latest = lines;
  return (
    <MaterialLinesEditor
      lines={lines}
      onChange={setLines}
      storehouseId="5"
      quantityLabel="送料数"
      lotsUrl="delivery/material/lots"
      lineWarning={lineWarning}
    />
  );
}
const show = (initial: MaterialLine[], lineWarning?: (l: MaterialLine) => string | null) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Harness initial={initial} lineWarning={lineWarning} />
    </QueryClientProvider>,
  );

beforeEach(async () => {
  await changeLanguage('zh-CN');
  vi.clearAllMocks();
  get.mockImplementation((_url: string, q: { materialSkuId: string }) =>
    Promise.resolve(
      q.materialSkuId === '7'
        ? {
            enableRoll: true,
            list: ['31', '32'].map((id) => ({ rollId: id, rollNo: `R-${id}`, vatNo: `V${id}`, quantity: '5' })),
          }
        : { enableRoll: false, list: [] },
    ),
  );
  post.mockResolvedValue([
    { materialsSkuId: '7', onHand: '10', reserved: '1', available: '9' },
    { materialsSkuId: '8', onHand: '4', reserved: '0', available: '4' },
  ]);
});

const rows = () => document.querySelectorAll<HTMLElement>('tbody tr.ant-table-row');

describe('MaterialLinesEditor with lots', () => {
  it('+ 卷 on a roll-tracked line adds a line of the same SKU below with empty quantity and roll; lines are edited by their own key', async () => {
    show([saved('7', '31'), saved('8', null)]);
    await waitFor(() => expect(screen.getAllByTestId('line-add-roll')).toHaveLength(1)); // SKU 8 is not roll-tracked
    fireEvent.click(screen.getByTestId('line-add-roll'));
    expect(rows()).toHaveLength(3);
    expect(latest.map((l) => [l.materialsSkuId, l.quantity, l.lot.rollId])).toEqual([
      ['7', '2', '31'],
      ['7', '', null],
      ['8', '2', null],
    ]);
    fireEvent.change(within(rows()[1]!).getByTestId('line-quantity'), { target: { value: '1.5' } });
    expect(latest.map((l) => l.quantity)).toEqual(['2', '1.5', '2']);
    expect(within(rows()[1]!).getByText('10')).toBeTruthy(); // figures are the SKU's, on each of its lines
    expect(screen.getByText('5.5 米')).toBeTruthy(); // 合计 2 + 1.5 + 2, per unit
    // the SKU's stock is asked once for both of its lines
    expect(post.mock.calls.at(-1)?.[1]).toEqual({ materialsSkuIds: ['7', '8'], storehouseId: '5' });
  });

  it('the roll select of another line of the SKU disables the roll already taken', async () => {
    show([saved('7', '31'), { ...saved('7', null), key: 'second' }]);
    await waitFor(() => expect(screen.getAllByTestId('line-add-roll')).toHaveLength(2));
    const second = within(rows()[1]!).getAllByRole('combobox')[0]!;
    fireEvent.mouseDown(second);
    const taken = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent?.startsWith('R-31'));
      expect(found).toBeTruthy();
      return found!;
    });
    expect(taken.getAttribute('aria-disabled') ?? String(taken.classList.contains('ant-select-item-option-disabled'))).toBe(
      'true',
    );
    const free = [...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent?.startsWith('R-32'))!;
    expect(free.classList.contains('ant-select-item-option-disabled')).toBe(false);
    fireEvent.click(free);
    expect(latest.map((l) => l.lot.rollId)).toEqual(['31', '32']);
  });
});

describe('MaterialLinesEditor layout and warnings', () => {
  it('gives every column a width and scrolls only past their sum (the quantity is never behind the 操作 column)', async () => {
    show([saved('7', null)]);
    await waitFor(() => expect(rows()).toHaveLength(1));
    const cols = [...document.querySelectorAll<HTMLElement>('colgroup col')];
    expect(cols.length).toBeGreaterThanOrEqual(10);
    expect(cols.every((c) => Number.parseInt(c.style.width, 10) > 0)).toBe(true);
    const table = document.querySelector<HTMLElement>('.ant-table-content table, .ant-table-body table')!;
    expect(Number.parseInt(table.style.width, 10)).toBe(lineTableWidth({ lots: true }));
  });

  it('shows the area warning under the quantity of a line, with an amber input; none when the rule answers null', async () => {
    show([saved('7', null), saved('8', null)], (l) => (l.materialsSkuId === '8' ? '超出已送料' : null));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(rows()[0]!).queryByTestId('line-warning')).toBeNull();
    expect(within(rows()[1]!).getByTestId('line-warning').textContent).toBe('超出已送料');
    expect(within(rows()[1]!).getByTestId('line-quantity').className).toContain('ant-input-status-warning');
  });
});
