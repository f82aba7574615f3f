import {
  StatementPermission as P,
  type OrderFinanceInput,
  type OrderFinanceRow,
  type OrderFinanceStatement,
} from '@gf/contracts';
import { Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExportButton } from '../../../shared/excel';
import { ListPage, type FilterField, type ListColumn } from '../../../shared/list-page';
import { statementsApi } from '../api/statements-api';
import { settlementColumns, settlementText, type SettlementKey } from '../components/settlement-columns';
import { money, one, periodOf } from '../components/statement-parts';
import { openOnlyFilter } from '../components/outside-filter';
import { orderFinanceHref } from '../outside-links';
import '../locales/register';

type Totals = OrderFinanceStatement['totals'];
const figures = { owed: '0.00', paid: '0.00', offset: '0.00', adjusted: '0.00', open: '0.00' };
const zero: Totals = { orderAmount: '0.00', processing: figures, receivable: figures, materialCost: '0.00', profit: '0.00' };
const shown: readonly SettlementKey[] = ['owed', 'paid', 'open'];

/**
 * 订单财务对账 (/finance/orderFinanceStatement, facPrdOrder/statement/finance): per production order its amount, what is
 * receivable on it (invoiced, collected, open), its missions' outside processing (owed, paid, open), its material cost
 * and profit; totals; 导出. The order number opens its bills and arrivals (订单财务明细). The widths add up to 1,154 px,
 * what the content area holds at 1440 x 900: the number is fixed on the left when a narrower screen scrolls.
 */
export function OrderFinancePage() {
  const { t } = useTranslation();
  const f = (k: string) => t(`statements.field.${k}`);
  const [totals, setTotals] = useState(zero);
  const filter = useRef<OrderFinanceInput>({ pageNo: 1, pageSize: 20 });
  const receivableTitles = {
    owed: t('statements.order.receivable'),
    paid: t('statements.order.collected'),
    open: t('statements.order.uncollected'),
  };
  const processingTitles = {
    owed: t('statements.order.processing'),
    paid: t('statements.order.processingPaid'),
    open: t('statements.order.processingOpen'),
  };
  const columns: ListColumn<OrderFinanceRow>[] = [
    {
      key: 'orderNo',
      title: f('orderNo'),
      dataIndex: 'orderNo',
      locked: true,
      fixed: 'left',
      width: 150,
      render: (v: string, r) => (
        <Link to={orderFinanceHref(r.productionOrderId)} data-testid="order-finance-open">
          {v}
        </Link>
      ),
    },
    { key: 'buyNo', title: f('buyNo'), dataIndex: 'buyNo', width: 72, ellipsis: true, render: (v: string | null) => v ?? '-' },
    { key: 'placeorderAt', title: f('placeorderAt'), dataIndex: 'placeorderAt', width: 100 },
    { key: 'orderAmount', title: f('orderAmount'), dataIndex: 'orderAmount', align: 'right', width: 88, render: money },
    ...settlementColumns<OrderFinanceRow>(t, (r) => r.receivable, {
      prefix: 'r-',
      keys: shown,
      titles: receivableTitles,
      width: 90,
    }),
    ...settlementColumns<OrderFinanceRow>(t, (r) => r.processing, {
      prefix: 'p-',
      keys: shown,
      titles: processingTitles,
      width: 84,
    }),
    {
      key: 'materialCost',
      title: t('statements.order.materialCost'),
      dataIndex: 'materialCost',
      align: 'right',
      width: 82,
      render: money,
    },
    { key: 'profit', title: t('statements.order.profit'), dataIndex: 'profit', align: 'right', width: 82, render: money },
    { key: 'bills', title: f('items'), dataIndex: 'bills', align: 'right', width: 58 },
  ];
  const filters: FilterField[] = [{ name: 'period', label: f('placeorderAt'), type: 'dateRange' }, openOnlyFilter(t)];
  return (
    <ListPage<OrderFinanceRow, OrderFinanceStatement>
      listKey="statements-order-finance"
      title={t('statements.menu.orderFinance')}
      searchPlaceholder={t('statements.order.search')}
      columns={columns}
      filters={filters}
      fitColumns
      rowKey="productionOrderId"
      summary={
        <Space direction="vertical" size={0} className="list-summary" data-testid="order-finance-totals">
          <Typography.Text strong>{`${f('orderAmount')} ${money(totals.orderAmount)}`}</Typography.Text>
          <Typography.Text
            strong
          >{`${t('statements.order.receivableTotals')}${settlementText(t, totals.receivable, true)}`}</Typography.Text>
          <Typography.Text
            strong
          >{`${t('statements.order.processingTotals')}${settlementText(t, totals.processing)}`}</Typography.Text>
          <Typography.Text strong>
            {t('statements.order.costTotals', { materialCost: money(totals.materialCost), profit: money(totals.profit) })}
          </Typography.Text>
          <Typography.Text type="secondary">{t('statements.order.costHint')}</Typography.Text>
        </Space>
      }
      extra={<ExportButton path={statementsApi.ordersExport} permission={P.export} body={() => filter.current} />}
      onPage={(page) => setTotals(page.totals)}
      fetchPage={(q) => {
        const query: OrderFinanceInput = {
          pageNo: q.pageNo,
          pageSize: q.pageSize,
          keyword: q.keyword || undefined,
          ...periodOf(q.filters.period),
          debt: one(q.filters.debt) === '1' || undefined,
        };
        filter.current = query;
        return statementsApi.orders(query);
      }}
    />
  );
}
