import {
  PaymentPermission,
  StatementPermission as P,
  type OutsidePayList,
  type OutsidePayListInput,
  type OutsidePayRow,
} from '@gf/contracts';
import { Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExportButton } from '../../../shared/excel';
import { ListPage, type ListColumn } from '../../../shared/list-page';
import { usePermission } from '../../../shared/session/permission';
import { statementsApi } from '../api/statements-api';
import { outsideFilters, outsideInput } from '../components/outside-filter';
import { settlementColumns, settlementText } from '../components/settlement-columns';
import { money } from '../components/statement-parts';
import { outsidePayDetailHref, payFormHref } from '../outside-links';
import '../locales/register';

type Totals = OutsidePayList['totals'];
const zero: Totals = { owed: '0.00', paid: '0.00', offset: '0.00', adjusted: '0.00', open: '0.00', prepaid: '0.00' };

/**
 * 外发付款记录 (/finance/outsidePay, outside/factory/pay/list; the reference's 外发厂加工结算): per processing factory its
 * bills, 累计应付, 已付, offset, adjusted, 欠款 and what was paid ahead; totals; 导出. 明细 opens the factory's lines and
 * payments (外发结算详情), 付款 the payments area's payment form.
 */
export function OutsidePayPage() {
  const { t } = useTranslation();
  const f = (k: string) => t(`statements.field.${k}`);
  const canPay = usePermission(PaymentPermission.add);
  const [totals, setTotals] = useState(zero);
  const filter = useRef<OutsidePayListInput>({ pageNo: 1, pageSize: 20 });
  const columns: ListColumn<OutsidePayRow>[] = [
    {
      key: 'factory',
      title: f('outsideFactory'),
      dataIndex: 'outsideFactoryName',
      locked: true,
      width: 220,
      ellipsis: true,
      render: (v: string, r) => <Link to={outsidePayDetailHref(r.outsideFactoryId, filter.current)}>{v}</Link>,
    },
    { key: 'bills', title: f('processBills'), dataIndex: 'bills', align: 'right', width: 100 },
    ...settlementColumns<OutsidePayRow>(t, (r) => r, {
      titles: { owed: t('statements.settle.owedTotal'), open: t('statements.settle.debt') },
    }),
    { key: 'prepaid', title: f('prepaid'), dataIndex: 'prepaid', align: 'right', width: 110, render: money },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      width: 130,
      render: (_: unknown, r) => (
        <>
          <Link to={outsidePayDetailHref(r.outsideFactoryId, filter.current)} data-testid="outside-pay-open">
            {t('statements.list.detail')}
          </Link>
          {canPay && (
            <Link
              to={payFormHref({
                partnerType: 'OUTSIDE_FACTORY',
                partnerId: r.outsideFactoryId,
                partnerName: r.outsideFactoryName,
                owed: r.open,
              })}
              style={{ marginLeft: 12 }}
              data-testid="outside-pay-pay"
            >
              {t('statements.list.pay')}
            </Link>
          )}
        </>
      ),
    },
  ];
  const filters = outsideFilters(t);
  return (
    <ListPage<OutsidePayRow, OutsidePayList>
      listKey="statements-outside-pay"
      title={t('statements.menu.outsidePay')}
      searchPlaceholder={t('statements.list.searchFactory')}
      columns={columns}
      filters={filters}
      fitColumns
      rowKey="outsideFactoryId"
      summary={
        <div className="list-summary" data-testid="outside-pay-totals">
          <Typography.Text strong>
            {`${t('statements.list.total')}${settlementText(t, totals)}${t('statements.settle.separator')}${f('prepaid')} ${money(totals.prepaid)}`}
          </Typography.Text>
        </div>
      }
      extra={<ExportButton path={statementsApi.outsidePayExport} permission={P.export} body={() => filter.current} />}
      onPage={(page) => setTotals(page.totals)}
      fetchPage={(q) => {
        const query: OutsidePayListInput = outsideInput(q);
        filter.current = query;
        return statementsApi.outsidePay(query);
      }}
    />
  );
}
