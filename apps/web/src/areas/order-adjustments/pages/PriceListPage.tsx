import type { PriceAdjustListRow } from '@gf/contracts';
import { useTranslation } from 'react-i18next';
import { priceApi } from '../api/adjustments-api';
import { AdjustmentBillList } from '../components/AdjustmentBillList';
import '../locales/register';

/** 订单调价单 list: number, order, styles, amounts before and after, status; a row opens its detail. */
export function PriceListPage() {
  const { t } = useTranslation();
  const f = (k: string) => t(`orderAdjustments.field.${k}`);
  return (
    <AdjustmentBillList<PriceAdjustListRow>
      listKey="price-adjusts"
      titleKey="menu.priceList"
      searchKey="list.priceSearch"
      numberTitleKey="priceNo"
      detailPath="/adjustmentPriceDetail"
      dateColumn={{ key: 'adjustDate', title: f('adjustDate'), dataIndex: 'adjustDate', width: 110 }}
      figureColumns={[
        { key: 'oldAmount', title: f('oldAmount'), dataIndex: 'oldAmount', align: 'right', width: 130 },
        { key: 'newAmount', title: f('newAmount'), dataIndex: 'newAmount', align: 'right', width: 130 },
      ]}
      fetchPage={priceApi.page}
    />
  );
}
