import {
  PaymentPermission,
  StatementPermission as P,
  type StatementList as StatementPage,
  type StatementListInput,
  type StatementPartnerType,
  type StatementRow,
} from '@gf/contracts';
import { Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExportButton } from '../../../shared/excel';
import { ListPage, type FilterField, type ListColumn, type ListQuery } from '../../../shared/list-page';
import { usePermission } from '../../../shared/session/permission';
import { partnerLoader, statementsApi } from '../api/statements-api';
import { detailLink, money, one, periodOf } from '../components/statement-parts';
import { outsidePayDetailHref, payFormHref } from '../outside-links';
import '../locales/register';

/** 供应商对账 (/finance/supplierStatement). */
export function SupplierStatementPage() {
  return <StatementList type="SUPPLIER" />;
}

/** 外发厂对账 (/finance/outsideFactoryStatement). */
export function OutsideFactoryStatementPage() {
  return <StatementList type="OUTSIDE_FACTORY" />;
}

/**
 * 外发结算对账 (/finance/outsideBalanceStatement, financeOutSideBalanceStatement): the same figures per processing
 * factory; the name opens the factory's settlement lines (外发结算详情), 付款 the payment form.
 */
export function OutsideBalanceStatementPage() {
  return <StatementList type="OUTSIDE_FACTORY" isBalance />;
}

const zero = { opening: '0.00', increase: '0.00', decrease: '0.00', closing: '0.00' };

/**
 * Per partner: opening (before the period), increases, decreases and closing over the period, what we owe it; the
 * totals over every partner found; 导出 exports the same filter. The partner's name opens its lines.
 */
function StatementList({ type, isBalance = false }: { type: StatementPartnerType; isBalance?: boolean }) {
  const { t } = useTranslation();
  const canPay = usePermission(PaymentPermission.add);
  const f = (k: string) => t(`statements.field.${k}`);
  const [totals, setTotals] = useState(zero);
  const exportFilter = useRef<StatementListInput>({ pageNo: 1, pageSize: 20 });
  const period = useRef<{ startDate?: string; endDate?: string }>({});
  const loader = useMemo(() => partnerLoader(type), [type]);
  const linkOf = (r: StatementRow) =>
    isBalance ? outsidePayDetailHref(r.partnerId, period.current) : detailLink(type, r.partnerId, period.current);
  const title = isBalance
    ? 'statements.menu.balance'
    : type === 'SUPPLIER'
      ? 'statements.menu.supplier'
      : 'statements.menu.outsideFactory';
  const figure = (key: 'opening' | 'increase' | 'decrease' | 'closing'): ListColumn<StatementRow> => ({
    key,
    title: f(key),
    dataIndex: key,
    align: 'right',
    width: 140,
    render: money,
  });
  const columns: ListColumn<StatementRow>[] = [
    {
      key: 'partner',
      title: type === 'SUPPLIER' ? f('supplier') : f('outsideFactory'),
      dataIndex: 'partnerName',
      locked: true,
      width: 260,
      ellipsis: true,
      render: (v: string, r) => <Link to={linkOf(r)}>{v}</Link>,
    },
    figure('opening'),
    figure('increase'),
    figure('decrease'),
    figure('closing'),
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      width: isBalance ? 140 : 100,
      render: (_: unknown, r) => (
        <>
          <Link to={linkOf(r)} data-testid="statement-open">
            {t('statements.list.detail')}
          </Link>
          {isBalance && canPay && (
            <Link
              to={payFormHref({ partnerType: type, partnerId: r.partnerId, partnerName: r.partnerName, owed: r.closing })}
              style={{ marginLeft: 12 }}
              data-testid="statement-pay"
            >
              {t('statements.list.pay')}
            </Link>
          )}
        </>
      ),
    },
  ];
  const filters: FilterField[] = [
    { name: 'period', label: f('period'), type: 'dateRange' },
    { name: 'partnerIds', label: f('partner'), type: 'searchSelect', loader },
    {
      name: 'debt',
      label: t('statements.list.debt'),
      type: 'select',
      single: true,
      options: [{ value: '1', label: t('common.yes') }],
    },
  ];
  const input = (q: ListQuery): StatementListInput => {
    const ids = q.filters.partnerIds;
    return {
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      keyword: q.keyword || undefined,
      ...periodOf(q.filters.period),
      partnerIds: Array.isArray(ids) && ids.length ? ids.map(String) : undefined,
      debt: one(q.filters.debt) === '1' || undefined,
    };
  };
  return (
    <ListPage<StatementRow, StatementPage>
      listKey={isBalance ? 'statements-balance' : `statements-${type}`}
      title={t(title)}
      searchPlaceholder={t('statements.list.search')}
      columns={columns}
      filters={filters}
      fitColumns
      rowKey="partnerId"
      summary={
        <div className="list-summary" data-testid="statement-totals">
          <Typography.Text strong>{t('statements.list.totals', totals)}</Typography.Text>
          <Typography.Text type="secondary" style={{ marginLeft: 16 }}>
            {t('statements.list.balanceHint')}
          </Typography.Text>
        </div>
      }
      extra={
        <ExportButton
          path={isBalance ? statementsApi.balanceExport : statementsApi.listExport(type)}
          permission={P.export}
          body={() => exportFilter.current}
        />
      }
      onPage={(page) => setTotals(page.totals)}
      fetchPage={(q) => {
        const query = input(q);
        exportFilter.current = query;
        period.current = { startDate: query.startDate, endDate: query.endDate };
        return isBalance ? statementsApi.balance(query) : statementsApi.list(type, query);
      }}
    />
  );
}
