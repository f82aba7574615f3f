import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { BillDetail } from '../../../bill';
import { ADJUST_BILL_TYPE, adjustApi } from '../api/adjustments-api';
import { AdjustGoodsCard } from '../components/AdjustGoodsCard';
import { OrderHead } from '../components/OrderHead';
import { AdjustFormPage } from './AdjustFormPage';
import '../locales/register';

/**
 * /adjustOrder (reference 02 §6): the form when opened from an order (?facPrdOrderId=) or to edit (?id=&edit=1);
 * otherwise the detail (?id= from the list, ?orderNo= from the review desk) in the BillDetail frame: the engine's
 * actions (提报 / 生成单据, 通过 / 驳回, 申请反审 / 驳回单据, 作废 …), old vs new matrices and the material tables.
 */
export function AdjustOrderPage() {
  const [search] = useSearchParams();
  const orderId = search.get('facPrdOrderId');
  const id = search.get('id');
  if (orderId || (id && search.get('edit') === '1'))
    return <AdjustFormPage key={`${orderId}-${id}`} orderId={orderId} billId={orderId ? null : id} />;
  return <AdjustDetail id={id} orderNo={search.get('orderNo')} />;
}

function AdjustDetail({ id, orderNo }: { id: string | null; orderNo: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const bill = useQuery({
    queryKey: ['order-adjust', 'detail', id ?? orderNo],
    queryFn: () => adjustApi.detail({ id, orderNo }),
    enabled: Boolean(id ?? orderNo),
    retry: false,
  });
  const d = bill.data;
  const f = (k: string) => t(`orderAdjustments.field.${k}`);
  return (
    <BillDetail
      billType={ADJUST_BILL_TYPE}
      billId={d?.id ?? undefined}
      billNo={d?.orderNo}
      title={t('orderAdjustments.menu.adjust')}
      loading={bill.isLoading}
      notFound={bill.isError}
      onEdit={d ? () => void navigate(`/adjustOrder?id=${d.id}&edit=1`) : undefined}
      onChanged={() => void bill.refetch()}
      directLabels={{ submit: t('orderAdjustments.detail.generate'), applyAntiReview: t('orderAdjustments.detail.undo') }}
    >
      {d && (
        <>
          <Card size="small" style={{ marginBottom: 12 }}>
            <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
              <Descriptions.Item label={f('adjustNo')}>{d.orderNo}</Descriptions.Item>
              <Descriptions.Item label={f('placeorderAt')}>{d.placeorderAt}</Descriptions.Item>
              <Descriptions.Item label={f('creator')}>{d.createByName}</Descriptions.Item>
              <Descriptions.Item label={f('remark')}>
                <span style={{ whiteSpace: 'pre-wrap' }}>{d.remark}</span>
              </Descriptions.Item>
            </Descriptions>
          </Card>
          <OrderHead view={d} />
          {d.facPrdOrderGoodsList.map((g) => (
            <AdjustGoodsCard key={g.facPrdOrderGoodsId} goods={g} />
          ))}
        </>
      )}
    </BillDetail>
  );
}
