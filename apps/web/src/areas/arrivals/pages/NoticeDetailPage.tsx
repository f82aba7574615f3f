import { ArrivalPermission, formatUnitTotals, type NoticeLineRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { BillDetail } from '../../../bill';
import { GuardedButton } from '../../../shared/session/permission';
import { arrivalsApi, trimZeros } from '../api/arrivals-api';
import '../locales/register';

/** /receiveInformOperate?orderNo=: a receipt notice in the bill frame; a reviewed one opens an arrival. */
export function NoticeDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const orderNo = search.get('orderNo') ?? undefined;
  const id = search.get('id') ?? undefined;
  const notice = useQuery({
    queryKey: ['arrival-notice', orderNo ?? id],
    queryFn: () => arrivalsApi.notice(orderNo ? { orderNo } : { id: id ?? '' }),
    retry: false,
  });
  const d = notice.data;
  const f = (key: string) => t(`arrivals.field.${key}`);

  return (
    <BillDetail
      billType="MATERIALS_ARRIVE_NOTIFY"
      billId={d?.id}
      billNo={d?.orderNo}
      title={t('arrivals.page.noticeDetail')}
      loading={notice.isLoading}
      notFound={notice.isError}
      extra={
        d?.status === 2 && (
          <GuardedButton
            permission={ArrivalPermission.add}
            onClick={() => navigate(`/materialAdd?noticeId=${encodeURIComponent(d.id)}`)}
            data-testid="notice-open-arrival"
          >
            {t('arrivals.action.openArrival')}
          </GuardedButton>
        )
      }
    >
      {d && (
        <>
          <Card size="small" style={{ marginBottom: 12 }}>
            <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
              <Descriptions.Item label={f('supplier')}>{d.supplierName}</Descriptions.Item>
              <Descriptions.Item label={f('noticeNo')}>{d.orderNo}</Descriptions.Item>
              <Descriptions.Item label={f('expectedDate')}>{d.dateArrive}</Descriptions.Item>
              <Descriptions.Item label={f('storehouse')}>{d.storehouseName ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={f('createdBy')}>{d.createdByName ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={f('remark')}>{d.remark ?? '-'}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Card
            size="small"
            title={t('arrivals.tab.lines')}
            extra={
              <Typography.Text strong data-testid="notice-totals">
                {t('arrivals.summary.noticeTotals', { totals: formatUnitTotals(d.unitTotals, trimZeros) || '0' })}
              </Typography.Text>
            }
          >
            <Table<NoticeLineRow>
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={d.lines}
              scroll={{ x: 'max-content' }}
              columns={[
                { key: 'kindName', title: f('kind'), dataIndex: 'kindName' },
                { key: 'materialNo', title: f('materialNo'), dataIndex: 'materialNo' },
                { key: 'materialName', title: f('materialName'), dataIndex: 'materialName' },
                { key: 'colorName', title: f('color'), dataIndex: 'colorName' },
                { key: 'specNo', title: f('spec'), dataIndex: 'specNo' },
                {
                  key: 'quantity',
                  title: f('noticeQuantity'),
                  render: (_: unknown, l) => `${trimZeros(l.quantity)} ${l.purchaseUnit}`,
                },
                { key: 'conversionRate', title: f('rate'), dataIndex: 'conversionRate', align: 'right', render: trimZeros },
                {
                  key: 'stockQuantity',
                  title: f('stockQuantity'),
                  render: (_: unknown, l) => `${trimZeros(l.stockQuantity)} ${l.stockUnit}`,
                },
              ]}
            />
          </Card>
        </>
      )}
    </BillDetail>
  );
}
