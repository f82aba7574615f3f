import { Dec, type OpenOrderView } from '@gf/contracts';
import { Input, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { billTypeName } from '../../../bill';
import { allocatedTotal, isOverOpen, orderKey, type Allocations } from './payment-form.logic';
import '../locales/register';

/** A partner's open bills with what each came to, what is open, and what this bill settles (typed per bill). */
export function OpenOrdersTable({
  orders,
  alloc,
  onChange,
}: {
  orders: OpenOrderView[];
  alloc: Allocations;
  onChange: (alloc: Allocations) => void;
}) {
  const { t, i18n } = useTranslation();
  const f = (k: string) => t(`payments.field.${k}`);
  return (
    <Table<OpenOrderView>
      rowKey={orderKey}
      size="small"
      pagination={false}
      dataSource={orders}
      scroll={{ y: 360 }}
      locale={{ emptyText: t('payments.form.noOpen') }}
      columns={[
        { title: f('orderNo'), dataIndex: 'orderNo', width: 170 },
        {
          title: t('payments.form.orderType'),
          dataIndex: 'orderType',
          width: 150,
          render: (v: string) => billTypeName(v, i18n.language),
        },
        { title: f('date'), dataIndex: 'firstDate', width: 110 },
        { title: t('payments.form.total'), dataIndex: 'total', align: 'right', width: 110 },
        { title: t('payments.form.open'), dataIndex: 'open', align: 'right', width: 110 },
        {
          title: f('allocated'),
          width: 220,
          render: (_: unknown, o) => (
            <Space orientation="vertical" size={0}>
              <Input
                value={alloc[orderKey(o)] ?? ''}
                status={isOverOpen(o, alloc) ? 'error' : undefined}
                onChange={(e) => onChange({ ...alloc, [orderKey(o)]: e.target.value.trim() })}
                style={{ width: 140 }}
                data-testid={`alloc-${o.orderNo}`}
              />
              {isOverOpen(o, alloc) && (
                <Typography.Text type="danger">{t('payments.form.beyondOpen', { open: o.open })}</Typography.Text>
              )}
            </Space>
          ),
        },
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={3}>
            {t('payments.form.sum')}
          </Table.Summary.Cell>
          <Table.Summary.Cell index={3} align="right">
            {orders.reduce((s, o) => s.plus(o.total), Dec.zero).toFixed(2)}
          </Table.Summary.Cell>
          <Table.Summary.Cell index={4} align="right">
            {orders.reduce((s, o) => s.plus(o.open), Dec.zero).toFixed(2)}
          </Table.Summary.Cell>
          <Table.Summary.Cell index={5}>
            <span data-testid="alloc-total">{allocatedTotal(orders, alloc).toFixed(2)}</span>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
