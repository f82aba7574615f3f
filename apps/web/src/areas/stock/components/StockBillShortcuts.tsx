import type { MaterialStockRow } from '@gf/contracts';
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
