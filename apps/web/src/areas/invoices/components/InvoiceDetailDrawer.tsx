import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { invoicesApi } from '../api/invoices-api';
import { shown } from './invoice-amounts';
import '../locales/register';

/** 发票详情: the invoice and the bills it covers, amounts shown as absolute values. */
export function InvoiceDetailDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const f = (k: string) => t(`invoices.field.${k}`);
  const detail = useQuery({
    queryKey: ['invoice-detail', id],
    queryFn: () => invoicesApi.detail(id ?? ''),
    enabled: Boolean(id),
  });
  const v = detail.data;
  return (
    <Drawer
      open={Boolean(id)}
      size={820}
      onClose={onClose}
      title={v ? `${f('invoiceNo')} ${v.invoiceNo}` : ''}
      loading={detail.isLoading}
    >
      {v && (
        <>
          <Descriptions size="small" bordered column={3}>
            <Descriptions.Item label={f('kind')}>{f(v.kind)}</Descriptions.Item>
            <Descriptions.Item label={f('invoiceType')}>{f(v.invoiceType)}</Descriptions.Item>
            <Descriptions.Item label={f('status')}>{v.status === 1 ? f('valid') : f('undone')}</Descriptions.Item>
            <Descriptions.Item label={f('partner')}>{v.partnerName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={f('invoiceDate')}>{v.invoiceDate}</Descriptions.Item>
            <Descriptions.Item label={f('priceTotal')}>{shown(v.priceTotal)}</Descriptions.Item>
          </Descriptions>
          <Table
            style={{ marginTop: 16 }}
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={v.financeInvoiceDetails}
            columns={[
              { key: 'billNo', title: f('billNo'), dataIndex: 'billNo' },
              { key: 'ex', title: f('excludingTaxPrice'), dataIndex: 'excludingTaxPrice', align: 'right', render: shown },
              { key: 'tax', title: f('taxAmount'), dataIndex: 'taxAmount', align: 'right', render: shown },
              { key: 'inc', title: f('includingTaxPrice'), dataIndex: 'includingTaxPrice', align: 'right', render: shown },
            ]}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>{f('priceTotal')}</Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  {shown(v.excludingTaxTotal)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="right">
                  {shown(v.taxTotal)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right">
                  {shown(v.priceTotal)}
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
        </>
      )}
    </Drawer>
  );
}
