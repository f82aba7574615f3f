import { periodLedgers, type FinancePeriodDetailInput, type FinancePeriodLine, type PeriodLedger } from '@gf/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Empty, Input, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../../shared/format/format';
import { PageHeader } from '../../../shared/page';
import { financePeriodsApi } from '../api/finance-periods-api';
import { money, MonthStatusTag } from '../components/period-parts';
import { isLatestClosed, UndoMonthButton } from '../components/UndoMonthButton';
import { monthName } from '../month';
import '../locales/register';

const partnerTypes = ['SUPPLIER', 'OUTSIDE_FACTORY', 'CUSTOMER'] as const;

/**
 * 期末结存详情 (/finance/balanceDetail?id=&ledger=&partnerType=&kw=): one month's opening, debits, credits and closing
 * per ledger and partner or account, narrowed by ledger, partner type and name, with the totals per ledger shown.
 */
export function FinancePeriodDetailPage() {
  const { t, i18n } = useTranslation();
  const f = (k: string) => t(`financePeriods.field.${k}`);
  const [search, setSearch] = useSearchParams();
  const id = search.get('id') ?? '';
  const input: FinancePeriodDetailInput = {
    id,
    ledger: periodLedgers.find((l) => l === search.get('ledger')),
    partnerType: partnerTypes.find((p) => p === search.get('partnerType')),
    keyword: search.get('kw') ?? undefined,
  };
  const query = useQuery({
    queryKey: ['finance-period', input],
    queryFn: () => financePeriodsApi.detail(input),
    enabled: Boolean(id),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
  });
  // Whether this month is the latest closed one (only that one reopens): the list call knows what the books are closed to.
  const books = useQuery({
    queryKey: ['finance-periods-books'],
    queryFn: () => financePeriodsApi.list({ pageNo: 1, pageSize: 1 }),
    staleTime: 0,
  });
  const patch = (key: string, value: string | null | undefined) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearch(next, { replace: true });
  };
  const d = query.data;
  if (!id || query.isError) return <Empty />;
  const ledgerName = (l: PeriodLedger) => t(`financePeriods.ledger.${l}`);
  const columns: ColumnsType<FinancePeriodLine> = [
    { key: 'ledger', title: f('ledger'), dataIndex: 'ledger', width: 90, render: ledgerName },
    {
      key: 'partnerType',
      title: f('partnerType'),
      dataIndex: 'partnerType',
      width: 110,
      render: (v: FinancePeriodLine['partnerType']) => (v ? t(`financePeriods.partnerType.${v}`) : '-'),
    },
    { key: 'name', title: f('name'), dataIndex: 'name', width: 240, ellipsis: true, render: (v: string | null) => v ?? '-' },
    ...(['opening', 'debit', 'credit', 'closing'] as const).map((k) => ({
      key: k,
      title: f(k),
      dataIndex: k,
      align: 'right' as const,
      width: 130,
      render: money,
    })),
  ];
  const title = t('financePeriods.menu.detail');
  return (
    <div className="detail-page">
      <PageHeader
        title={d ? `${title} ${monthName(d.month, i18n.language)}` : title}
        tags={d && <MonthStatusTag status={d.status} />}
        actions={d && books.data && isLatestClosed(d, books.data.closedUntil) && <UndoMonthButton row={d} />}
      />
      <Card loading={query.isLoading && !d}>
        {d && (
          <Descriptions size="small" column={4} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={f('period')}>{`${d.periodStart} ~ ${d.periodEnd}`}</Descriptions.Item>
            <Descriptions.Item label={f('createdBy')}>{d.createdByName}</Descriptions.Item>
            <Descriptions.Item label={f('createdAt')}>{formatDateTime(d.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={f('remark')}>{d.remark}</Descriptions.Item>
            {d.undoneAt && (
              <>
                <Descriptions.Item label={f('undoneBy')}>{d.undoneByName}</Descriptions.Item>
                <Descriptions.Item label={f('undoneAt')}>{formatDateTime(d.undoneAt)}</Descriptions.Item>
              </>
            )}
          </Descriptions>
        )}
        <Space style={{ marginBottom: 12 }} wrap>
          <Select
            allowClear
            style={{ width: 140 }}
            placeholder={f('ledger')}
            value={input.ledger}
            onChange={(v?: string) => patch('ledger', v)}
            options={periodLedgers.map((l) => ({ value: l, label: ledgerName(l) }))}
            data-testid="period-ledger"
          />
          <Select
            allowClear
            style={{ width: 160 }}
            placeholder={f('partnerType')}
            value={input.partnerType}
            onChange={(v?: string) => patch('partnerType', v)}
            options={partnerTypes.map((p) => ({ value: p, label: t(`financePeriods.partnerType.${p}`) }))}
          />
          <Input.Search
            allowClear
            style={{ width: 240 }}
            placeholder={t('financePeriods.detail.keyword')}
            defaultValue={input.keyword}
            onSearch={(v) => patch('kw', v.trim())}
            data-testid="period-search"
          />
        </Space>
        <div data-testid="period-totals" style={{ marginBottom: 12 }}>
          {(d?.totals ?? []).map((s) => (
            <div key={s.ledger}>
              <Typography.Text strong>
                {t('financePeriods.detail.totals', {
                  ledger: ledgerName(s.ledger),
                  opening: money(s.opening),
                  debit: money(s.debit),
                  credit: money(s.credit),
                  closing: money(s.closing),
                })}
              </Typography.Text>
            </div>
          ))}
          {d && d.totals.length === 0 && <Typography.Text type="secondary">{t('financePeriods.detail.none')}</Typography.Text>}
        </div>
        <Table<FinancePeriodLine>
          size="middle"
          rowKey={(r) => `${r.ledger}:${r.partnerType ?? ''}:${r.partnerId ?? ''}:${r.accountId ?? ''}`}
          columns={columns}
          dataSource={d?.lines ?? []}
          loading={query.isFetching}
          scroll={{ x: 'max-content' }}
          pagination={{ pageSize: 50, showSizeChanger: false, showTotal: (total) => t('common.total', { total }) }}
        />
      </Card>
    </div>
  );
}
