import { Dec, PAYMENT, PAYMENT_APPLY, PaymentPermission as P, type PaymentOrderView } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BillDetail, billTypeName } from '../../../bill';
import { GuardedButton } from '../../../shared/session/permission';
import { paymentsApi } from '../api/payments-api';
import '../locales/register';

/**
 * 付款单 / 付款申请单详情 (/finance/paymentListDetail?type=&id=, or ?orderNo= as the review desk opens it): the head,
 * the bills it settles with their total, its invoices and prepayment used, the engine's actions (审核, 反审核, 撤销 …)
 * and history; the page reloads after every action. A reviewed application offers 按申请付款.
 */
export function PaymentDetailPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo');
  const ref = useQuery({
    queryKey: ['payment-ref', orderNo, params.get('type'), params.get('id')],
    // By number: the desk's PAYMENT_APPLY page (type 1), or a payment the list forwards from the desk (type=0).
    queryFn: async () =>
      orderNo
        ? paymentsApi.findByNo(params.get('type') === '0' ? 0 : 1, orderNo)
        : { type: (params.get('type') === '1' ? 1 : 0) as 0 | 1, id: params.get('id') ?? '' },
  });
  const type = ref.data?.type ?? 0;
  const detail = useQuery({
    queryKey: ['payment-detail', ref.data?.type, ref.data?.id],
    queryFn: () => paymentsApi.detail(type, ref.data!.id),
    enabled: Boolean(ref.data?.id),
  });
  const v = detail.data;
  const invoices = useQuery({
    queryKey: ['payment-invoices', v?.financeInvoices],
    queryFn: () => paymentsApi.invoices(v?.financeInvoices ?? []),
    enabled: Boolean(v?.financeInvoices.length),
  });
  const f = (k: string) => t(`payments.field.${k}`);
  const isApply = type === 1;
  const editable = v && (v.status === 0 || v.status === 4);
  return (
    <BillDetail
      billType={isApply ? PAYMENT_APPLY : PAYMENT}
      billId={v?.id}
      billNo={v?.orderNo}
      title={t(`payments.menu.${isApply ? 'applyDetail' : 'paymentDetail'}`)}
      loading={ref.isLoading || detail.isLoading}
      notFound={ref.data === null || detail.isError}
      onEdit={editable ? () => void navigate(`/finance/paymentAdd?type=${type}&id=${v.id}`) : undefined}
      onChanged={() => void detail.refetch()}
      extra={
        isApply && v?.status === 2 && Dec.of(v.left ?? '0').gt(0) ? (
          <GuardedButton
            permission={P.add}
            type="primary"
            onClick={() => void navigate(`/finance/paymentAdd?type=0&applyId=${v.id}`)}
            data-testid="pay-by-apply"
          >
            {t('payments.detail.payByApply')}
          </GuardedButton>
        ) : null
      }
    >
      {v && (
        <>
          <Descriptions size="small" column={4} bordered>
            <Descriptions.Item label={f('orderNo')}>{v.orderNo}</Descriptions.Item>
            <Descriptions.Item label={f('kind')}>{v.kind === 'PAY' ? f('pay') : f('collect')}</Descriptions.Item>
            <Descriptions.Item label={f('partner')}>
              {t(`payments.partnerType.${v.partnerType}`)} · {v.partnerName ?? '-'}
            </Descriptions.Item>
            <Descriptions.Item label={f('date')}>{v.date}</Descriptions.Item>
            <Descriptions.Item label={isApply ? f('applyAmount') : f('amount')}>
              <span data-testid="payment-detail-amount">{v.amount}</span>
            </Descriptions.Item>
            {isApply ? (
              <>
                <Descriptions.Item label={t('payments.detail.used')}>{v.used}</Descriptions.Item>
                <Descriptions.Item label={t('payments.detail.left')}>
                  <span data-testid="apply-left">{v.left}</span>
                </Descriptions.Item>
              </>
            ) : (
              <>
                <Descriptions.Item label={f('prepayAmount')}>{v.prepayAmount}</Descriptions.Item>
                <Descriptions.Item label={f('account')}>{v.accountName ?? '-'}</Descriptions.Item>
              </>
            )}
            <Descriptions.Item label={f('allocated')}>{v.allocated}</Descriptions.Item>
            {!isApply && (
              <Descriptions.Item label={f('apply')}>
                {v.applyNo ? <Link to={`/finance/paymentListDetail?type=1&id=${v.applyId}`}>{v.applyNo}</Link> : '-'}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={f('invoices')} span={isApply ? 2 : 1}>
              {v.financeInvoices.length
                ? (invoices.data ?? []).map((i) => <Tag key={i.id}>{`${i.invoiceNo} ${i.priceTotal}`}</Tag>)
                : '-'}
            </Descriptions.Item>
            <Descriptions.Item label={f('remark')} span={2}>
              {v.remark ?? '-'}
            </Descriptions.Item>
          </Descriptions>
          <Card size="small" title={t('payments.detail.orders')} style={{ marginTop: 16 }}>
            <Table<PaymentOrderView>
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={v.extOrders}
              columns={[
                { key: 'orderNo', title: f('orderNo'), dataIndex: 'orderNo' },
                {
                  key: 'orderType',
                  title: t('payments.form.orderType'),
                  dataIndex: 'orderType',
                  render: (x: string) => billTypeName(x, i18n.language),
                },
                { key: 'amount', title: f('allocated'), dataIndex: 'amount', align: 'right' },
              ]}
              summary={() => (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={2}>
                    {t('payments.form.sum')}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={2} align="right">
                    <span data-testid="payment-detail-allocated">
                      {v.extOrders.reduce((s, o) => s.plus(o.amount), Dec.zero).toFixed(2)}
                    </span>
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              )}
            />
          </Card>
        </>
      )}
    </BillDetail>
  );
}
