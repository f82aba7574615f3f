import { Descriptions, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BillDetail } from '../../../bill';
import { feesApi } from '../api/fees-api';
import { FeeFormDrawer } from '../components/FeeFormDrawer';
import '../locales/register';

/** 费用单详情 (/finance/feeListDetails?orderNo=): the order, its lines, the engine's actions and history. */
export function FeeDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const [editing, setEditing] = useState(false);
  const fee = useQuery({ queryKey: ['fee-detail', orderNo], queryFn: () => feesApi.detail(orderNo), enabled: Boolean(orderNo) });
  const f = (k: string) => t(`fees.field.${k}`);
  const v = fee.data;
  return (
    <BillDetail
      billType="FEE"
      billId={v?.id}
      billNo={v?.feeNo}
      title={t('fees.menu.detail')}
      loading={fee.isLoading}
      notFound={fee.isError}
      onEdit={() => setEditing(true)}
      onChanged={() => void fee.refetch()}
    >
      {v && (
        <>
          <Descriptions size="small" column={3} bordered>
            <Descriptions.Item label={f('feeNo')}>{v.feeNo}</Descriptions.Item>
            <Descriptions.Item label={f('handleType')}>{v.handleType === 1 ? f('income') : f('expense')}</Descriptions.Item>
            <Descriptions.Item label={f('feePriceTotal')}>
              <span data-testid="fee-detail-total">{v.feePriceTotal}</span>
            </Descriptions.Item>
            <Descriptions.Item label={f('account')}>{v.accountName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={f('supplier')}>{v.supplierName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={f('preparedDate')}>{v.preparedDate}</Descriptions.Item>
            <Descriptions.Item label={f('preparedBy')}>{v.preparedBy ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={f('remark')} span={2}>
              {v.remark ?? '-'}
            </Descriptions.Item>
          </Descriptions>
          <Table
            style={{ marginTop: 16 }}
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={v.details}
            columns={[
              { key: 'label', title: f('label'), dataIndex: 'labelName' },
              { key: 'price', title: f('feePrice'), dataIndex: 'feePrice', align: 'right' },
              { key: 'remark', title: f('remark'), dataIndex: 'remark' },
            ]}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>{f('feePriceTotal')}</Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  {v.feePriceTotal}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} />
              </Table.Summary.Row>
            )}
          />
          <FeeFormDrawer open={editing} fee={v} onClose={() => setEditing(false)} onSaved={() => void fee.refetch()} />
        </>
      )}
    </BillDetail>
  );
}
