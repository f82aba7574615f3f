import { STOCK_BILL_EDIT_PERMISSION, STOCK_BILL_TYPES, stockBillFormPath, type StockBillType } from '@gf/contracts';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { checkPermission } from '../../../shared/session/permission';
import '../locales/register';

/** + 开单: one entry per kind, each under its own permission code. */
export function StockBillNewMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Dropdown
      menu={{
        items: STOCK_BILL_TYPES.map((k) => ({ key: k, label: t(`stockBills.kind.${k}`), 'data-testid': `stock-bill-new-${k}` })),
        onClick: ({ key }) => {
          const kind = key as StockBillType;
          if (checkPermission(STOCK_BILL_EDIT_PERMISSION[kind])) void navigate(stockBillFormPath(kind));
        },
      }}
    >
      <Button type="primary" data-testid="stock-bill-new">
        {t('stockBills.list.add')}
      </Button>
    </Dropdown>
  );
}
