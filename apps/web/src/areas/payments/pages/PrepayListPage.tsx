import { PrepayPermission as P, billStatusLabels, partnerTypes, type PrepayRow } from '@gf/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Segmented, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { BillStatusTag } from '../../../bill';
import { ExportButton } from '../../../shared/excel';
import { ListPage, listQueryKey, type FilterField, type ListColumn, type ListQuery } from '../../../shared/list-page';
import { GuardedButton } from '../../../shared/session/permission';
import { paymentsApi, type PrepayFamily, type PrepayListQuery } from '../api/payments-api';
import { PrepayFormDrawer } from '../components/PrepayFormDrawer';
import { RowBillActions } from '../components/RowBillActions';
import '../locales/register';

/**
 * /finance/prepay: 预付款 or 预付款转移 (a switch), filters by number, partner type, status and date, the filter's
 * total over every page, the Excel export of the same filter; 新建 opens the form, and the new bill's detail.
 */
export function PrepayListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [family, setFamily] = useState<PrepayFamily>('prepay');
  const [creating, setCreating] = useState(false);
  const [total, setTotal] = useState('0.00');
  const exportFilter = useRef<PrepayListQuery>({ pageNo: 1, pageSize: 20 });
  const isTransfer = family === 'prepayTransfer';
  const listKey = `finance-${family}`;
  const f = (k: string) => t(`payments.field.${k}`);
  const columns: ListColumn<PrepayRow>[] = [
    {
      key: 'orderNo',
      title: f('orderNo'),
      dataIndex: 'orderNo',
      locked: true,
      width: 150,
      render: (v: string, r) => <Link to={`/finance/prepayDetail?family=${family}&id=${r.id}`}>{v}</Link>,
    },
    {
      key: 'kind',
      title: f('kind'),
      dataIndex: 'kind',
      width: 80,
      render: (v: string) => (v === 'PAY' ? f('pay') : f('collect')),
    },
    {
      key: 'partner',
      title: isTransfer ? f('fromPartner') : f('partner'),
      dataIndex: 'partnerName',
      width: 160,
      ellipsis: true,
    },
    isTransfer
      ? { key: 'to', title: f('toPartner'), dataIndex: 'toPartnerName', width: 160, ellipsis: true }
      : { key: 'account', title: f('account'), dataIndex: 'accountName', width: 130, ellipsis: true },
    { key: 'amount', title: f('prepayValue'), dataIndex: 'amount', align: 'right', width: 110 },
    { key: 'date', title: f('date'), dataIndex: 'date', width: 110 },
    { key: 'status', title: f('status'), dataIndex: 'status', width: 100, render: (v: number) => <BillStatusTag status={v} /> },
    { key: 'remark', title: f('remark'), dataIndex: 'remark', width: 120, ellipsis: true },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      width: 80,
      render: (_: unknown, r) => (
        <RowBillActions
          billType={isTransfer ? 'PREPAY_TRANSFER' : 'PREPAY'}
          id={r.id}
          orderNo={r.orderNo}
          status={r.status}
          listKey={listKey}
          permission={P.add}
        />
      ),
    },
  ];
  const filters: FilterField[] = [
    {
      name: 'partnerType',
      label: t('payments.field.partnerType'),
      type: 'select',
      options: partnerTypes.map((p) => ({ value: p, label: t(`payments.partnerType.${p}`) })),
    },
    {
      name: 'status',
      label: f('status'),
      type: 'select',
      options: [0, 1, 2, 3, 4, 5].map((s) => ({
        value: String(s),
        label: (i18n.language === 'en' ? billStatusLabels[s]?.en : billStatusLabels[s]?.zh) ?? String(s),
      })),
    },
    { name: 'date', label: f('date'), type: 'dateRange' },
  ];
  const one = (v: unknown) => (Array.isArray(v) ? (v[0] as string | undefined) : (v as string | undefined));
  return (
    <>
      <ListPage<PrepayRow>
        key={family}
        listKey={listKey}
        title={t('payments.menu.prepay')}
        titleExtra={
          <Segmented
            value={family}
            onChange={(v) => setFamily(v as PrepayFamily)}
            options={[
              { value: 'prepay', label: t('payments.menu.prepay') },
              { value: 'prepayTransfer', label: t('payments.menu.transfer') },
            ]}
            data-testid="prepay-family"
          />
        }
        searchPlaceholder={t('payments.list.search')}
        columns={columns}
        filters={filters}
        fitColumns
        rowKey="id"
        summary={
          <Typography.Text data-testid="prepay-totals">{t('payments.list.prepayTotals', { amount: total })}</Typography.Text>
        }
        extra={
          <Space>
            <ExportButton path={`finance/${family}/exportExcel`} permission={P.query} body={() => exportFilter.current} />
            <GuardedButton permission={P.add} type="primary" onClick={() => setCreating(true)} data-testid="prepay-create">
              {t(`payments.form.${isTransfer ? 'newTransfer' : 'newPrepay'}`)}
            </GuardedButton>
          </Space>
        }
        fetchPage={async (q: ListQuery) => {
          const status = q.filters.status;
          const date = Array.isArray(q.filters.date) ? (q.filters.date as string[]) : [];
          const query: PrepayListQuery = {
            pageNo: q.pageNo,
            pageSize: q.pageSize,
            orderNo: q.keyword || undefined,
            partnerType: one(q.filters.partnerType) as PrepayListQuery['partnerType'],
            statusList: Array.isArray(status) && status.length ? status.map(Number) : undefined,
            dateStart: date[0],
            dateEnd: date[1],
          };
          exportFilter.current = query;
          const page = await paymentsApi.prepays(family, query);
          setTotal(page.totals.amount);
          return page;
        }}
      />
      <PrepayFormDrawer
        family={family}
        open={creating}
        record={null}
        onClose={() => setCreating(false)}
        onSaved={(saved) => {
          void queryClient.invalidateQueries({ queryKey: listQueryKey(listKey) });
          void navigate(`/finance/prepayDetail?family=${family}&id=${saved.id}`);
        }}
      />
    </>
  );
}
