import {
  dec,
  isDecimalString,
  type AvailableStockRow,
  type MaterialStockRow,
  type NegativeStockRule,
  type StorehouseRow,
} from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { createElement } from 'react';
import { api } from '../api';
import { feedback } from '../feedback/feedback';
import { t } from '../i18n';

/** A stock figure as shown: the exact decimal without trailing zeros ("60.5000" → "60.5"), 0 when absent. */
export const stockFigure = (value: string | undefined): string =>
  value === undefined ? '0' : value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;

const fetchStock = (storehouseId: string, skuIds: readonly string[]) =>
  api.post<AvailableStockRow[]>(
    'fac/stock/preuseQuantityDetailsV2',
    { materialsSkuIds: [...skuIds], storehouseId },
    { silent: true },
  );

const stockKey = (storehouseId: string | undefined, key: string) => ['storehouse-stock', storehouseId, key] as const;

/**
 * The storehouse's 库存数 / 主动占用 / 可用库存 of each SKU (`fac/stock/preuseQuantityDetailsV2`), asked once per set of
 * SKUs (shared by every table showing it); empty while no storehouse is chosen. Used by the material line table, the
 * return form and the delivery form's warning.
 */
export function useStorehouseStock(storehouseId: string | undefined, skuIds: readonly string[]): Map<string, AvailableStockRow> {
  return useStorehouseStockState(storehouseId, skuIds).stock;
}
const emptyStock = new Map<string, AvailableStockRow>();

/** useStorehouseStock with whether the figures are in (a SKU absent from a loaded answer has no stock there). */
export function useStorehouseStockState(
  storehouseId: string | undefined,
  skuIds: readonly string[],
): { stock: Map<string, AvailableStockRow>; isLoaded: boolean } {
  const key = [...new Set(skuIds)].join(',');
  const query = useQuery({
    queryKey: stockKey(storehouseId, key),
    queryFn: async () => new Map((await fetchStock(storehouseId!, key.split(','))).map((r) => [r.materialsSkuId, r])),
    enabled: Boolean(storehouseId && key),
    staleTime: 0,
  });
  const isLoaded = Boolean(storehouseId && key && query.data);
  return { stock: isLoaded ? query.data! : emptyStock, isLoaded };
}

/**
 * Stock rows chosen on the material stock page (开送料单, 开余料入库单 open a bill with them): storehouse and SKU with
 * its label and stock unit, in the order given.
 */
export async function fetchStockRows(ids: readonly string[]): Promise<MaterialStockRow[]> {
  if (ids.length === 0) return [];
  const page = await api.post<{ list: MaterialStockRow[] }>('fac/stock/list', { ids, pageNo: 1, pageSize: 500 });
  const byId = new Map(page.list.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** 物料款号 名称 颜色 规格 of a stock row, as the material line table labels a line. */
export const stockRowLabel = (r: Pick<MaterialStockRow, 'materialsNo' | 'materialsName' | 'colorName' | 'specNoName'>) =>
  [r.materialsNo, r.materialsName, r.colorName, r.specNoName].filter(Boolean).join(' ');

/** Which kinds of SKU the storehouse forbids below zero (`fac/storehouse/detail`). */
export const fetchStorehouseRule = async (storehouseId: string): Promise<NegativeStockRule> => {
  const s = await api.get<StorehouseRow>('fac/storehouse/detail', { id: storehouseId }, { silent: true });
  return { notAllowNegativeMaterial: s.notAllowNegativeMaterial, notAllowNegativeGoods: s.notAllowNegativeGoods };
};

/** The storehouse's negative-stock switches, for hints while typing (undefined while loading or none chosen). */
export function useStorehouseRule(storehouseId: string | undefined): NegativeStockRule | undefined {
  return useQuery({
    queryKey: ['storehouse-rule', storehouseId],
    queryFn: () => fetchStorehouseRule(storehouseId!),
    enabled: Boolean(storehouseId),
  }).data;
}

export type StockKind = 'MATERIAL' | 'GOODS';
export const forbidsNegative = (rule: NegativeStockRule | undefined, kind: StockKind): boolean =>
  Boolean(kind === 'GOODS' ? rule?.notAllowNegativeGoods : rule?.notAllowNegativeMaterial);

/** What a form asks of one SKU: several lines of one key are added up. */
export interface StockAsk {
  key: string;
  label: string;
  unit: string;
  /** As typed; a quantity that is not (yet) a decimal counts as 0. */
  quantity: string;
}

/** A SKU the form asks more of than the storehouse holds. */
export interface StockShortfall {
  key: string;
  label: string;
  unit: string;
  onHand: string;
  asked: string;
  beyond: string;
}

const typed = (q: string) => (isDecimalString(q.trim(), 4, 14) ? q.trim() : '0');

/**
 * Per SKU, the lines' total against what is on hand (`onHandOf`; a SKU the storehouse never held has 0): the SKUs
 * asked beyond it, in the order they first appear. This is what the ledger refuses where negative stock is forbidden.
 */
export function stockShortfalls(asks: readonly StockAsk[], onHandOf: (key: string) => string | undefined): StockShortfall[] {
  const byKey = new Map<string, StockAsk & { asked: string }>();
  for (const a of asks) {
    const seen = byKey.get(a.key);
    byKey.set(a.key, { ...a, asked: seen ? dec.add(seen.asked, typed(a.quantity)) : typed(a.quantity) });
  }
  return [...byKey.values()].flatMap(({ key, label, unit, asked }) => {
    const onHand = onHandOf(key) ?? '0';
    const beyond = dec.sub(asked, onHand);
    return dec.isPositive(beyond) && dec.isPositive(asked)
      ? [{ key, label, unit, onHand: stockFigure(onHand), asked: stockFigure(asked), beyond: stockFigure(beyond) }]
      : [];
  });
}

/**
 * How the form answers a take beyond stock: nothing to ask; ask (the stock may go negative, or a bill reviewed later
 * will be refused unless stock arrives first); or refuse outright (a stock-page out that posts at once where the
 * storehouse forbids negative stock: the server would refuse it).
 */
export function beyondStockAction(
  shortfalls: readonly StockShortfall[],
  isForbidden: boolean,
  mode: 'submit' | 'post',
): 'none' | 'confirm' | 'refuse' {
  if (shortfalls.length === 0) return 'none';
  return isForbidden && mode === 'post' ? 'refuse' : 'confirm';
}

/** One line of the dialog: "物料 A：库存 1150米，本次 2000米，超出 850米". */
export const shortfallText = (s: StockShortfall): string => t('materialLines.stockGuard.line', { ...s });

/**
 * Asks before taking more than the storehouse holds (Modal.confirm through the feedback module): the SKUs with their
 * stock and what is asked, and what will happen (negative stock, or refused where the storehouse forbids it).
 * Resolves true to go on. `mode` 'post': the change posts at once (stock page); 'submit': a bill reviewed later.
 */
export function confirmBeyondStock(options: {
  shortfalls: readonly StockShortfall[];
  isForbidden: boolean;
  kind: StockKind;
  mode: 'submit' | 'post';
}): Promise<boolean> {
  const action = beyondStockAction(options.shortfalls, options.isForbidden, options.mode);
  if (action === 'none') return Promise.resolve(true);
  const g = (key: string, values?: Record<string, string>) => t(`materialLines.stockGuard.${key}`, values);
  const kind = g(options.kind === 'GOODS' ? 'kindGoods' : 'kindMaterial');
  const verdict = !options.isForbidden
    ? g('allowed')
    : options.mode === 'post'
      ? g('refusedNow', { kind })
      : g('refusedOnReview', { kind });
  return new Promise((resolve) => {
    const config = {
      title: g('title'),
      width: 560,
      // A hook file (no JSX here): the SKUs one per line, then the verdict in bold.
      content: createElement(
        'div',
        { 'data-testid': 'beyond-stock-dialog' },
        ...options.shortfalls.map((s) => createElement('div', { key: s.key }, shortfallText(s))),
        createElement('p', { key: 'verdict', style: { marginTop: 8, marginBottom: 0 } }, createElement('b', null, verdict)),
      ),
    };
    if (action === 'refuse') {
      feedback.modal.warning({ ...config, okText: g('understood'), onOk: () => resolve(false) });
      return;
    }
    feedback.modal.confirm({
      ...config,
      okText: g(options.mode === 'post' ? 'outAnyway' : 'submitAnyway'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

/**
 * The check before a material bill or stock-page out is sent: the storehouse's stock and switches asked afresh, then
 * confirmBeyondStock. Resolves true to send.
 */
export async function checkMaterialsAgainstStock(
  storehouseId: string | undefined,
  asks: readonly StockAsk[],
  mode: 'submit' | 'post',
): Promise<boolean> {
  const keys = [...new Set(asks.map((a) => a.key))];
  if (!storehouseId || keys.length === 0) return true;
  try {
    const [rows, rule] = await Promise.all([fetchStock(storehouseId, keys), fetchStorehouseRule(storehouseId)]);
    const onHand = new Map(rows.map((r) => [r.materialsSkuId, r.onHand]));
    const shortfalls = stockShortfalls(asks, (key) => onHand.get(key));
    return confirmBeyondStock({ shortfalls, isForbidden: rule.notAllowNegativeMaterial, kind: 'MATERIAL', mode });
  } catch {
    // The figures could not be read: the server still decides (and refuses where negative stock is forbidden).
    return true;
  }
}
