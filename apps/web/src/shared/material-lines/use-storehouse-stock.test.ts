import type { ModalFuncProps } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { feedback } from '../feedback/feedback';
import { addMessages, changeLanguage } from '../i18n';
import { materialLinesMessages } from './locales';
import { beyondStockAction, confirmBeyondStock, shortfallText, stockShortfalls, type StockAsk } from './use-storehouse-stock';

const ask = (key: string, quantity: string, label = `物料${key}`): StockAsk => ({ key, label, unit: '米', quantity });
const onHand = (figures: Record<string, string>) => (key: string) => figures[key];

beforeAll(() => addMessages('materialLines', materialLinesMessages));
afterEach(() => vi.restoreAllMocks());

describe('stockShortfalls', () => {
  it('adds up the lines of one SKU and reports only SKUs asked beyond what is on hand', () => {
    const got = stockShortfalls([ask('1', '1500'), ask('2', '10'), ask('1', '500')], onHand({ '1': '1150.0000', '2': '750' }));
    expect(got).toEqual([{ key: '1', label: '物料1', unit: '米', onHand: '1150', asked: '2000', beyond: '850' }]);
  });

  it('counts a SKU the storehouse never held as 0, and exactly the stock as enough', () => {
    expect(stockShortfalls([ask('9', '0.5')], onHand({}))).toEqual([
      { key: '9', label: '物料9', unit: '米', onHand: '0', asked: '0.5', beyond: '0.5' },
    ]);
    expect(stockShortfalls([ask('1', '750')], onHand({ '1': '750' }))).toEqual([]);
  });

  it('ignores quantities still being typed or not numbers', () => {
    expect(stockShortfalls([ask('1', ''), ask('1', 'abc'), ask('1', '1.')], onHand({ '1': '0' }))).toEqual([]);
  });

  it('reports everything asked when the stock is already negative', () => {
    expect(stockShortfalls([ask('1', '2')], onHand({ '1': '-3' }))[0]).toMatchObject({ onHand: '-3', beyond: '5' });
  });
});

describe('beyondStockAction', () => {
  const one = stockShortfalls([ask('1', '2')], onHand({ '1': '1' }));
  it.each([
    ['nothing beyond', [], true, 'post', 'none'],
    ['allowed, posting now', one, false, 'post', 'confirm'],
    ['allowed, a bill', one, false, 'submit', 'confirm'],
    ['forbidden, a bill reviewed later', one, true, 'submit', 'confirm'],
    ['forbidden, posting now: refused', one, true, 'post', 'refuse'],
  ] as const)('%s', (_name, shortfalls, isForbidden, mode, expected) => {
    expect(beyondStockAction(shortfalls, isForbidden, mode)).toBe(expected);
  });
});

describe('confirmBeyondStock', () => {
  const shortfalls = stockShortfalls([ask('1', '2000', 'WL01 府绸 卡其')], onHand({ '1': '1150' }));

  it('asks with the SKU, its stock and what is asked, and resolves with the answer', async () => {
    const confirm = vi.spyOn(feedback.modal, 'confirm').mockImplementation((c: ModalFuncProps) => c.onOk?.());
    await expect(confirmBeyondStock({ shortfalls, isForbidden: false, kind: 'MATERIAL', mode: 'submit' })).resolves.toBe(true);
    expect(confirm).toHaveBeenCalledOnce();
    expect(confirm.mock.calls[0]![0].okText).toBe('仍然提交');
    expect(shortfallText(shortfalls[0]!)).toBe('WL01 府绸 卡其：库存 1150 米，本次 2000 米，超出 850 米');

    confirm.mockImplementation((c: ModalFuncProps) => c.onCancel?.());
    await expect(confirmBeyondStock({ shortfalls, isForbidden: true, kind: 'MATERIAL', mode: 'submit' })).resolves.toBe(false);
  });

  it('does not send a stock-page out the storehouse would refuse: it says so instead', async () => {
    const confirm = vi.spyOn(feedback.modal, 'confirm');
    const warning = vi.spyOn(feedback.modal, 'warning').mockImplementation((c: ModalFuncProps) => c.onOk?.());
    await expect(confirmBeyondStock({ shortfalls, isForbidden: true, kind: 'GOODS', mode: 'post' })).resolves.toBe(false);
    expect(confirm).not.toHaveBeenCalled();
    expect(warning).toHaveBeenCalledOnce();
  });

  it('asks nothing when nothing is beyond the stock', async () => {
    const confirm = vi.spyOn(feedback.modal, 'confirm');
    await expect(confirmBeyondStock({ shortfalls: [], isForbidden: true, kind: 'MATERIAL', mode: 'post' })).resolves.toBe(true);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('speaks English on the English switch', async () => {
    await changeLanguage('en');
    try {
      expect(shortfallText(shortfalls[0]!)).toBe('WL01 府绸 卡其: 1150 米 in stock, 2000 米 asked, 850 米 beyond');
    } finally {
      await changeLanguage('zh-CN');
    }
  });
});
