import { dec, formatUnitTotals, totalsByUnit, type DeliveryLineRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { BillDetail } from '../../../bill';
import { useDocumentFieldConfig } from '../../../shared/field-config';
import { quantityColumn, savedLineColumns } from '../../../shared/material-lines';
import { checkPermission, GuardedButton } from '../../../shared/session/permission';
import { DELIVERY_BILL_TYPE, deliveryApi } from '../api/delivery-api';
import '../locales/register';

/** /payoffDetail/:id: a delivery or a notice in the bill frame (status, actions, approval history). */
const deliveryLineFieldOf = { kindName: 'kindName', orderNo: 'productionOrderNo', rollNo: 'rollNo', vatNo: 'vatNo' };

export function DeliveryDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const detail = useQuery({
    queryKey: ['delivery', id],
    queryFn: () => deliveryApi.detail(id),
    enabled: Boolean(id),
    retry: false,
  });
  const d = detail.data;
  const isNotice = d?.belongModule === 2;
  const f = (key: string) => t(`delivery.field.${key}`);
  const fields = useDocumentFieldConfig('delivery');

  // 字段配置 (/marterielConfig) decides the optional columns: 分类, 生产单号, 缸号, 卷号.
  const columns = fields.apply(
    [
      ...savedLineColumns(f),
      ...(isNotice
        ? []
        : [
            { key: 'rollNo', title: t('materialLines.rollNo'), render: (_: unknown, l: DeliveryLineRow) => l.rollNo ?? '-' },
            { key: 'vatNo', title: t('materialLines.vatNo'), render: (_: unknown, l: DeliveryLineRow) => l.vatNo ?? '-' },
          ]),
      quantityColumn('quantity', isNotice ? f('totalNotice') : f('totalDelivery')),
      ...(isNotice ? [quantityColumn('deliveredQuantity', f('delivered'))] : []),
    ],
    deliveryLineFieldOf,
  );

  // 合计 per stock unit ("2000 米 + 3000 个"): quantities are added only within one unit.
  const total = (key: 'quantity' | 'deliveredQuantity') =>
    formatUnitTotals(
      totalsByUnit(
        d?.skus ?? [],
        (l) => l[key] ?? '0',
        (l) => l.stockUnit,
      ),
      (q) => dec.format(q),
    );

  return (
    <BillDetail
      billType={DELIVERY_BILL_TYPE}
      billId={d?.id}
      billNo={d?.orderNo}
      title={isNotice ? t('delivery.detail.noticeTitle') : t('delivery.detail.title')}
      loading={detail.isLoading}
      notFound={detail.isError}
      onEdit={
        d?.arrivalId
          ? undefined
          : () => checkPermission('fac.deliveryOrder.add') && navigate(`/newPayoffOrder?id=${encodeURIComponent(id)}`)
      }
      extra={
        isNotice && d?.status === 2 && d.deliveryState !== 2 ? (
          <GuardedButton
            type="primary"
            permission="fac.deliveryOrder.add"
            onClick={() => void navigate(`/newPayoffOrder?notifyId=${encodeURIComponent(id)}`)}
            data-testid="open-delivery"
          >
            {t('delivery.detail.openDelivery')}
          </GuardedButton>
        ) : null
      }
    >
      {d && (
        <>
          <Card size="small" style={{ marginBottom: 12 }}>
            <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} data-testid="delivery-fields">
              <Descriptions.Item label={isNotice ? f('noticeNo') : f('orderNo')}>{d.orderNo}</Descriptions.Item>
              <Descriptions.Item label={f('storehouse')}>{d.storehouseName}</Descriptions.Item>
              <Descriptions.Item label={f('date')}>{d.dateDelivery}</Descriptions.Item>
              <Descriptions.Item label={f('deliverer')}>{d.deliveryCreatorName}</Descriptions.Item>
              <Descriptions.Item label={f('outsideFactory')}>{d.outsideFactoryName ?? f('inHouse')}</Descriptions.Item>
              {!isNotice && (
                <Descriptions.Item label={f('notice')}>
                  {d.billNotifyId ? (
                    <Link to={`/payoffDetail/${encodeURIComponent(d.billNotifyId)}`}>{d.billNotifyNo}</Link>
                  ) : (
                    '-'
                  )}
                </Descriptions.Item>
              )}
              {isNotice && d.deliveryState !== null && (
                <Descriptions.Item label={f('deliveryState')}>
                  <Tag color={['default', 'orange', 'green'][d.deliveryState]}>{t(`delivery.state.${d.deliveryState}`)}</Tag>
                </Descriptions.Item>
              )}
              {isNotice && (
                <Descriptions.Item label={f('relatedDeliveries')}>
                  {d.deliveries.length
                    ? d.deliveries.map((x) => (
                        <Link key={x.id} to={`/payoffDetail/${encodeURIComponent(x.id)}`} style={{ marginInlineEnd: 8 }}>
                          {x.orderNo}
                        </Link>
                      ))
                    : '-'}
                </Descriptions.Item>
              )}
              {d.arrivalNo && <Descriptions.Item label={f('arrival')}>{d.arrivalNo}</Descriptions.Item>}
              {d.missionNo && (
                <Descriptions.Item label={f('mission')}>
                  <span data-testid="delivery-mission">{[d.missionNo, d.missionNodeName].filter(Boolean).join(' · ')}</span>
                </Descriptions.Item>
              )}
              <Descriptions.Item label={f('remark')}>{d.remark ?? '-'}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Card size="small" title={t('delivery.detail.lines')}>
            <Table<DeliveryLineRow>
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={d.skus}
              columns={columns}
              scroll={{ x: 'max-content' }}
              data-testid="delivery-lines"
              summary={() => (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={columns.length - (isNotice ? 2 : 1)}>
                    {t('delivery.detail.total')}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="right">
                    <Typography.Text strong data-testid="delivery-total">
                      {total('quantity')}
                    </Typography.Text>
                  </Table.Summary.Cell>
                  {isNotice && (
                    <Table.Summary.Cell index={2} align="right">
                      <Typography.Text strong>{total('deliveredQuantity')}</Typography.Text>
                    </Table.Summary.Cell>
                  )}
                </Table.Summary.Row>
              )}
            />
          </Card>
        </>
      )}
    </BillDetail>
  );
}
