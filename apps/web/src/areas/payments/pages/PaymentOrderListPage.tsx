import { PaymentPermission as P, billStatusLabels, type PaymentRow } from '@gf/contracts';
import { Segmented, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BillStatusTag } from '../../../bill';
import { ExportButton } from '../../../shared/excel';
import { ListPage, type FilterField, type ListColumn, type ListQuery } from '../../../shared/list-page';
import { GuardedButton } from '../../../shared/session/permission';
import { paymentsApi, type PaymentListQuery } from '../api/payments-api';
import { RowBillActions } from '../components/RowBillActions';
import '../locales/register';

const LIST_KEY = 'finance-payments';

/**
 * /finance/paymentOrder: payments (付款单) or payment applications (付款申请单), with the filter's totals over every
 * page (付款金额, 使用预付款, 核销金额) and the Excel export of the same filter (its 合计 row sums them).
 */
export function PaymentOrderListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The review desk opens a payment at /finance/paymentOrder?orderNo= (SPEC section 2): its detail page answers it.
  const deskNo = params.get('orderNo');
  useEffect(() => {
    if (deskNo) void navigate(`/finance/paymentListDetail?type=0&orderNo=${encodeURIComponent(deskNo)}`, { replace: true });
  }, [deskNo, navigate]);
  const [type, setType] = useState<0 | 1>(0);
  const [totals, setTotals] = useState({ amount: '0.00', prepayAmount: '0.00', allocated: '0.00' });
  const exportFilter = useRef<PaymentListQuery>({ pageNo: 1, pageSize: 20, type: 0 });
  const f = (k: string) => t(`payments.field.${k}`);
  const columns: ListColumn<PaymentRow>[] = [
    {
      key: 'orderNo',
      title: f('orderNo'),
      dataIndex: 'orderNo',
      locked: true,
      width: 140,
      render: (v: string, r) => <Link to={`/finance/paymentListDetail?type=${type}&id=${r.id}`}>{v}</Link>,
    },
    {
      key: 'kind',
      title: f('kind'),
      dataIndex: 'kind',
      width: 60,
      render: (v: string) => (v === 'PAY' ? f('pay') : f('collect')),
    },
    { key: 'partner', title: f('partner'), dataIndex: 'partnerName', width: 120, ellipsis: true },
    { key: 'account', title: f('account'), dataIndex: 'accountName', width: 100, ellipsis: true },
    { key: 'amount', title: type === 1 ? f('applyAmount') : f('amount'), dataIndex: 'amount', align: 'right', width: 90 },
    { key: 'prepayAmount', title: f('prepayAmount'), dataIndex: 'prepayAmount', align: 'right', width: 100 },
    { key: 'allocated', title: f('allocated'), dataIndex: 'allocated', align: 'right', width: 90 },
    { key: 'date', title: f('date'), dataIndex: 'date', width: 95 },
    { key: 'apply', title: f('apply'), dataIndex: 'applyNo', width: 120 },
    { key: 'status', title: f('status'), dataIndex: 'status', width: 90, render: (v: number) => <BillStatusTag status={v} /> },
    { key: 'remark', title: f('remark'), dataIndex: 'remark', width: 60, ellipsis: true },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      width: 70,
      render: (_: unknown, r) => (
        <RowBillActions
          billType={type === 1 ? 'PAYMENT_APPLY' : 'PAYMENT'}
          id={r.id}
          orderNo={r.orderNo}
          status={r.status}
          listKey={`${LIST_KEY}-${type}`}
          permission={r.status === 0 || r.status === 4 ? P.cancel : P.applyAntiReview}
        />
      ),
    },
  ];
  const statusOptions = [0, 1, 2, 3, 4, 5].map((s) => ({
    value: String(s),
    label: (i18n.language === 'en' ? billStatusLabels[s]?.en : billStatusLabels[s]?.zh) ?? String(s),
  }));
  const filters: FilterField[] = [
    { name: 'status', label: f('status'), type: 'select', options: statusOptions },
    { name: 'date', label: f('date'), type: 'dateRange' },
  ];
  return (
    <ListPage<PaymentRow>
      key={type}
      listKey={`${LIST_KEY}-${type}`}
      title={t('payments.menu.paymentOrder')}
      titleExtra={
        <Segmented
          value={type}
          onChange={(v) => setType(v as 0 | 1)}
          data-testid="payment-type"
          options={[
            { value: 0, label: t('payments.list.payments') },
            { value: 1, label: t('payments.list.applications') },
          ]}
        />
      }
      searchPlaceholder={t('payments.list.search')}
      columns={columns}
      filters={filters}
      fitColumns
      rowKey="id"
      summary={
        <Typography.Text data-testid="payment-totals">
          {t(type === 1 ? 'payments.list.applyTotals' : 'payments.list.totals', {
            amount: totals.amount,
            prepay: totals.prepayAmount,
            allocated: totals.allocated,
          })}
        </Typography.Text>
      }
      extra={
        <Space>
          <ExportButton path="finance/payment/exportExcel" permission={P.query} body={() => exportFilter.current} />
          <GuardedButton
            permission={P.add}
            type="primary"
            onClick={() => void navigate(`/finance/paymentAdd?type=${type}`)}
            data-testid="payment-create"
          >
            {t(type === 1 ? 'payments.menu.applyAdd' : 'payments.menu.paymentAdd')}
          </GuardedButton>
        </Space>
      }
      fetchPage={async (q: ListQuery) => {
        const status = q.filters.status;
        const date = Array.isArray(q.filters.date) ? (q.filters.date as string[]) : [];
        const query: PaymentListQuery = {
          type,
          pageNo: q.pageNo,
          pageSize: q.pageSize,
          orderNo: q.keyword || undefined,
          statusList: Array.isArray(status) && status.length ? status.map(Number) : undefined,
          dateStart: date[0],
          dateEnd: date[1],
        };
        exportFilter.current = query;
        const page = await paymentsApi.page(query);
        setTotals(page.totals);
        return page;
      }}
    />
  );
}
