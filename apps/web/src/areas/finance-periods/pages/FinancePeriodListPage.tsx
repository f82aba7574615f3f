import { FinancePeriodPermission as P, periodLedgers, type FinancePeriodRow } from '@gf/contracts';
import { LockOutlined } from '@ant-design/icons';
import { Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPage, type FilterField, type ListColumn } from '../../../shared/list-page';
import { GuardedButton } from '../../../shared/session/permission';
import { financePeriodsApi } from '../api/finance-periods-api';
import { CloseMonthModal } from '../components/CloseMonthModal';
import { money, MonthStatusTag } from '../components/period-parts';
import { isLatestClosed, UndoMonthButton } from '../components/UndoMonthButton';
import { monthName } from '../month';
import '../locales/register';

const detailHref = (id: string) => `/finance/balanceDetail?id=${encodeURIComponent(id)}`;

/**
 * 财务结账 (/finance/balance): closed and reopened months, newest first, with the closing balance per ledger; what the
 * books are closed up to and the next month; 结账 closes the next month, 反结账 reopens the latest closed one.
 */
export function FinancePeriodListPage() {
  const { t, i18n } = useTranslation();
  const f = (k: string) => t(`financePeriods.field.${k}`);
  const [closing, setClosing] = useState(false);
  const [books, setBooks] = useState<{ closedUntil: string | null; nextMonth: string | null }>({
    closedUntil: null,
    nextMonth: null,
  });
  const columns: ListColumn<FinancePeriodRow>[] = [
    {
      key: 'month',
      title: f('month'),
      dataIndex: 'month',
      locked: true,
      width: 110,
      render: (v: string, r) => <Link to={detailHref(r.id)}>{monthName(v, i18n.language)}</Link>,
    },
    {
      key: 'period',
      title: f('period'),
      dataIndex: 'periodStart',
      width: 205,
      render: (_: unknown, r) => `${r.periodStart} ~ ${r.periodEnd}`,
    },
    {
      key: 'status',
      title: f('status'),
      dataIndex: 'status',
      width: 80,
      render: (v: FinancePeriodRow['status']) => <MonthStatusTag status={v} />,
    },
    ...periodLedgers.map((ledger): ListColumn<FinancePeriodRow> => ({
      key: `closing-${ledger}`,
      title: t('financePeriods.list.closingOf', { ledger: t(`financePeriods.ledger.${ledger}`) }),
      dataIndex: ['closing', ledger],
      align: 'right',
      width: 96,
      render: money,
    })),
    { key: 'createdBy', title: f('createdBy'), dataIndex: 'createdByName', width: 90 },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      fixed: 'right',
      width: 120,
      render: (_: unknown, r) => (
        <Space size={0}>
          <Link to={detailHref(r.id)}>{t('financePeriods.list.view')}</Link>
          {isLatestClosed(r, books.closedUntil) && <UndoMonthButton row={r} link />}
        </Space>
      ),
    },
  ];
  const filters: FilterField[] = [
    {
      name: 'status',
      label: f('status'),
      type: 'select',
      single: true,
      options: (['CLOSED', 'UNDONE'] as const).map((s) => ({ value: s, label: t(`financePeriods.status.${s}`) })),
    },
  ];
  return (
    <>
      <ListPage
        listKey="finance-periods"
        searchable={false}
        title={t('financePeriods.menu.list')}
        columns={columns}
        filters={filters}
        fitColumns
        rowKey="id"
        summary={
          <Space className="list-summary" size={24} data-testid="books-state">
            <Typography.Text strong>
              <LockOutlined />{' '}
              {books.closedUntil
                ? t('financePeriods.list.closedUntil', { date: books.closedUntil })
                : t('financePeriods.list.notClosed')}
            </Typography.Text>
            {books.nextMonth && (
              <Tag color="blue">{t('financePeriods.list.nextMonth', { month: monthName(books.nextMonth, i18n.language) })}</Tag>
            )}
          </Space>
        }
        extra={
          <GuardedButton type="primary" permission={P.close} onClick={() => setClosing(true)} data-testid="month-close">
            {t('financePeriods.list.close')}
          </GuardedButton>
        }
        fetchPage={async (q) => {
          const status = q.filters.status;
          return financePeriodsApi.list({
            pageNo: q.pageNo,
            pageSize: q.pageSize,
            status: status === 'CLOSED' || status === 'UNDONE' ? status : undefined,
          });
        }}
        onPage={(page) => setBooks({ closedUntil: page.closedUntil, nextMonth: page.nextMonth })}
      />
      <CloseMonthModal open={closing} nextMonth={books.nextMonth} onClose={() => setClosing(false)} />
    </>
  );
}
