import {
  STOCK_BILL_EDIT_PERMISSION,
  STOCK_BILL_TYPES,
  stockBillFormPath,
  type MaterialStockRow,
  type StockBillType,
} from '@gf/contracts';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { GuardedButton } from '../../../shared/session/permission';
import '../locales/register';

/**
 * Where a bill opened from chosen stock rows goes: the form with their ids (the form takes storehouse and SKUs from
 * them), or why not — no rows, or rows of several storehouses (a bill issues from one).
 */
export function billFromRows(
  rows: readonly Pick<MaterialStockRow, 'id' | 'storehouseId'>[],
  formPath: string,
): { path: string } | { problem: 'none' | 'storehouses' } {
  if (rows.length === 0) return { problem: 'none' };
  if (new Set(rows.map((r) => r.storehouseId)).size > 1) return { problem: 'storehouses' };
  return { path: `${formPath}?${new URLSearchParams({ stockIds: rows.map((r) => r.id).join(',') })}` };
}

/** + 开余料入库单 and + 开送料单 of the material stock views: the chosen rows' SKUs in a new bill of their storehouse. */
export function StockBillShortcuts({ selected }: { selected: readonly MaterialStockRow[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const open = (formPath: string) => {
    const target = billFromRows(selected, formPath);
    if ('path' in target) return void navigate(target.path);
    message.warning(t(target.problem === 'none' ? 'stock.list.selectFirst' : 'stock.list.oneStorehouse'));
  };
  return (
    <>
      <GuardedButton permission="fac.backOrder.add" onClick={() => open('/newFeedback')} data-testid="open-remnant">
        {t('stock.list.openRemnant')}
      </GuardedButton>
      <GuardedButton permission="fac.deliveryOrder.add" onClick={() => open('/newPayoffOrder')} data-testid="open-delivery">
        {t('stock.list.openDelivery')}
      </GuardedButton>
    </>
  );
}

/** 开入库单 · 开出库单 · 开发货单 · 开退货单 · 开调整单 of the goods stock page: each kind's form in this storehouse. */
export function GoodsStockBillButtons({ storehouseId }: { storehouseId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      {STOCK_BILL_TYPES.map((kind) => (
        <GuardedButton
          key={kind}
          type={kind === 'STOCK_IN' ? 'primary' : 'default'}
          permission={STOCK_BILL_EDIT_PERMISSION[kind]}
          onClick={() => void navigate(stockBillFormPath(kind, { storehouseId }))}
          data-testid={`goods-open-${kind}`}
        >
          {t(`stockBills.open.${kind}`)}
        </GuardedButton>
      ))}
    </>
  );
}

/** The kinds the material stock page opens (发货 / 退货 are of goods). */
export const MATERIAL_STOCK_BILL_KINDS = ['STOCK_IN', 'STOCK_OUT', 'STOCK_ADJUST'] as const satisfies readonly StockBillType[];

/**
 * Where 开入库单 · 开出库单 · 开调整单 of the material stock page go: the form of materials, in the chosen rows'
 * storehouse with their SKUs as lines, else in the storehouse the page shows; rows of several storehouses are refused.
 */
export function materialBillTarget(
  kind: StockBillType,
  rows: readonly Pick<MaterialStockRow, 'id' | 'storehouseId'>[],
  storehouseId: string | undefined,
): { path: string } | { problem: 'storehouses' } {
  if (new Set(rows.map((r) => r.storehouseId)).size > 1) return { problem: 'storehouses' };
  const path = `${stockBillFormPath(kind, { storehouseId: rows[0]?.storehouseId ?? storehouseId })}&skuKind=MATERIAL`;
  return { path: rows.length ? `${path}&stockIds=${encodeURIComponent(rows.map((r) => r.id).join(','))}` : path };
}

/** 开入库单 · 开出库单 · 开调整单 of the material stock page: a stock bill of materials (the ticked rows' SKUs). */
export function MaterialStockBillButtons({
  selected,
  storehouseId,
}: {
  selected: readonly MaterialStockRow[];
  storehouseId: string | undefined;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  return (
    <>
      {MATERIAL_STOCK_BILL_KINDS.map((kind) => (
        <GuardedButton
          key={kind}
          permission={STOCK_BILL_EDIT_PERMISSION[kind]}
          onClick={() => {
            const target = materialBillTarget(kind, selected, storehouseId);
            if ('path' in target) return void navigate(target.path);
            message.warning(t('stock.list.oneStorehouse'));
          }}
          data-testid={`material-open-${kind}`}
        >
          {t(`stockBills.open.${kind}`)}
        </GuardedButton>
      ))}
    </>
  );
}
