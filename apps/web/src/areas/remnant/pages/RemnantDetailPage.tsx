import { dec, formatUnitTotals, type RemnantLineRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { BillDetail } from '../../../bill';
import { quantityColumn, savedLineColumns } from '../../../shared/material-lines';
import { checkPermission } from '../../../shared/session/permission';
import { REMNANT_BILL_TYPE, remnantApi } from '../api/remnant-api';
import '../locales/register';

/** /feedbackDetail/:id: a remnant put-away in the bill frame (status, actions, approval history). */
export function RemnantDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const detail = useQuery({
    queryKey: ['remnant', id],
    queryFn: () => remnantApi.detail(id),
    enabled: Boolean(id),
    retry: false,
  });
  const d = detail.data;
  const f = (key: string) => t(`remnant.field.${key}`);

  return (
    <BillDetail
      billType={REMNANT_BILL_TYPE}
      billId={d?.id}
      billNo={d?.orderNo}
      title={t('remnant.detail.title')}
      loading={detail.isLoading}
      notFound={detail.isError}
      onEdit={() => checkPermission('fac.backOrder.restart') && navigate(`/newFeedback?id=${encodeURIComponent(id)}`)}
    >
      {d && (
        <>
          <Card size="small" style={{ marginBottom: 12 }}>
            <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} data-testid="remnant-fields">
              <Descriptions.Item label={f('orderNo')}>{d.orderNo}</Descriptions.Item>
              <Descriptions.Item label={f('storehouse')}>{d.storehouseName}</Descriptions.Item>
              <Descriptions.Item label={f('date')}>{d.dateOperate}</Descriptions.Item>
              <Descriptions.Item label={f('operator')}>{d.operaterName}</Descriptions.Item>
              <Descriptions.Item label={f('outsideFactory')}>{d.commonOutsideFactoryName ?? f('inHouse')}</Descriptions.Item>
              <Descriptions.Item label={f('remark')}>{d.remark ?? '-'}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Card size="small" title={t('remnant.detail.lines')}>
            <Table<RemnantLineRow>
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={d.skuDetails}
              scroll={{ x: 'max-content' }}
              data-testid="remnant-lines"
              columns={[...savedLineColumns(f), quantityColumn('quantity', f('totalIn'))]}
              summary={() => (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={7}>
                    {f('totalIn')}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="right">
                    {formatUnitTotals(d.unitTotals, (q) => dec.format(q))}
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
