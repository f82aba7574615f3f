import { PREPAY, PREPAY_TRANSFER } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Descriptions } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BillDetail } from '../../../bill';
import { paymentsApi, type PrepayFamily } from '../api/payments-api';
import { PrepayFormDrawer } from '../components/PrepayFormDrawer';
import '../locales/register';

/** 预付款 / 预付款转移详情 (/finance/prepayDetail?family=prepay|prepayTransfer&id=): head, actions, history. */
export function PrepayDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const family: PrepayFamily = params.get('family') === 'prepayTransfer' ? 'prepayTransfer' : 'prepay';
  const id = params.get('id') ?? '';
  const [editing, setEditing] = useState(false);
  const detail = useQuery({
    queryKey: ['prepay-detail', family, id],
    queryFn: () => paymentsApi.prepayDetail(family, id),
    enabled: Boolean(id),
  });
  const f = (k: string) => t(`payments.field.${k}`);
  const v = detail.data;
  const isTransfer = family === 'prepayTransfer';
  const partnerText = (type: string | undefined, name: string | null | undefined) =>
    type ? `${t(`payments.partnerType.${type}`)} · ${name ?? '-'}` : '-';
  return (
    <BillDetail
      billType={isTransfer ? PREPAY_TRANSFER : PREPAY}
      billId={v?.id}
      billNo={v?.orderNo}
      title={t(`payments.menu.${isTransfer ? 'transferDetail' : 'prepayDetail'}`)}
      loading={detail.isLoading}
      notFound={detail.isError || !id}
      onEdit={() => setEditing(true)}
      onChanged={() => void detail.refetch()}
    >
      {v && (
        <>
          <Descriptions size="small" column={3} bordered>
            <Descriptions.Item label={f('orderNo')}>{v.orderNo}</Descriptions.Item>
            <Descriptions.Item label={f('kind')}>{v.kind === 'PAY' ? f('pay') : f('collect')}</Descriptions.Item>
            <Descriptions.Item label={f('date')}>{v.date}</Descriptions.Item>
            <Descriptions.Item label={isTransfer ? f('fromPartner') : f('partner')}>
              {partnerText(v.partnerType, v.partnerName)}
            </Descriptions.Item>
            {isTransfer ? (
              <Descriptions.Item label={f('toPartner')}>{partnerText(v.toPartnerType, v.toPartnerName)}</Descriptions.Item>
            ) : (
              <Descriptions.Item label={f('account')}>{v.accountName ?? '-'}</Descriptions.Item>
            )}
            <Descriptions.Item label={f('prepayValue')}>
              <span data-testid="prepay-detail-amount">{v.amount}</span>
            </Descriptions.Item>
            <Descriptions.Item label={f('remark')} span={3}>
              {v.remark ?? '-'}
            </Descriptions.Item>
          </Descriptions>
          <PrepayFormDrawer
            family={family}
            open={editing}
            record={v}
            onClose={() => setEditing(false)}
            onSaved={() => void detail.refetch()}
          />
        </>
      )}
    </BillDetail>
  );
}
