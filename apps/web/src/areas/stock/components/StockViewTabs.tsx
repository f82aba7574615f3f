import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useListState } from '../../../shared/list-page';
import { stockApi } from '../api/stock-api';
import '../locales/register';

export const STOCK_VIEWS = {
  stock: '/materialInventory',
  remnant: '/materialInventory/matremaind',
  changes: '/materialInventory/changes',
} as const;
export type StockView = keyof typeof STOCK_VIEWS;

/** The storehouse a stock view shows (its tab), from the list's URL-kept filters; undefined: every storehouse. */
export const chosenStorehouse = (filters: Record<string, unknown>): string | undefined =>
  typeof filters.storehouse === 'string' && filters.storehouse ? filters.storehouse : undefined;

/**
 * The header of the material stock views (reference 07 §3): tabs 物料库存 · 余料库存 · 库存变动记录, and below them the
 * storehouse switcher (全部仓库, then each storehouse) kept in the list's filters as `storehouse`; switching view keeps
 * the storehouse.
 */
export function StockViewTabs({ view }: { view: StockView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, update] = useListState();
  const storehouses = useQuery({ queryKey: ['storehouses'], queryFn: () => stockApi.storehouses() });
  const storehouse = chosenStorehouse(state.filters);
  const ALL = 'all';

  return (
    <div data-testid="stock-view-tabs">
      <Tabs
        activeKey={view}
        onChange={(key) => {
          const path = STOCK_VIEWS[key as StockView];
          void navigate(storehouse ? `${path}?${new URLSearchParams({ f: JSON.stringify({ storehouse }) })}` : path);
        }}
        items={(Object.keys(STOCK_VIEWS) as StockView[]).map((key) => ({ key, label: t(`stock.view.${key}`) }))}
        style={{ marginBottom: 0 }}
      />
      <Tabs
        size="small"
        type="card"
        activeKey={storehouse ?? ALL}
        onChange={(key) => update({ filters: { ...state.filters, storehouse: key === ALL ? undefined : key }, pageNo: 1 })}
        items={[
          { key: ALL, label: t('stock.view.allStorehouses') },
          ...(storehouses.data ?? []).map((s) => ({ key: s.id, label: s.name })),
        ]}
        data-testid="storehouse-tabs"
      />
    </div>
  );
}
