import type { AdjustOrderListRow } from '@gf/contracts';
import { useTranslation } from 'react-i18next';
import { adjustApi } from '../api/adjustments-api';
import { AdjustmentBillList } from '../components/AdjustmentBillList';
import '../locales/register';

/** 订单调整单 list: number, order, styles, quantities before and after, status; a row opens its detail. */
export function AdjustListPage() {
  const { t } = useTranslation();
  const f = (k: string) => t(`orderAdjustments.field.${k}`);
  return (
    <AdjustmentBillList<AdjustOrderListRow>
      listKey="order-adjusts"
      titleKey="menu.adjustList"
      searchKey="list.search"
      numberTitleKey="adjustNo"
      detailPath="/adjustOrder"
      dateColumn={{ key: 'placeorderAt', title: f('placeorderAt'), dataIndex: 'placeorderAt', width: 110 }}
      figureColumns={[
        { key: 'oldTotal', title: f('oldTotal'), dataIndex: 'oldTotalNum', align: 'right', width: 100 },
        { key: 'newTotal', title: f('newTotal'), dataIndex: 'newTotalNum', align: 'right', width: 100 },
      ]}
      fetchPage={adjustApi.page}
    />
  );
}
