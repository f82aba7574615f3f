import { InputNumber, Table, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { cellProblem } from './order-form-problems';
import type { Axis } from './order-goods-state';

/** 预下单: pieces per colour (SKC), with their total; a wrong number is marked, never changed. */
export function ColorQuantities({
  colors,
  value,
  onChange,
}: {
  colors: Axis[];
  value: Record<string, number>;
  onChange: (value: Record<string, number>) => void;
}) {
  const { t } = useTranslation();
  const total = Object.values(value).reduce((s, n) => s + (n || 0), 0);
  return (
    <Table<Axis>
      size="small"
      bordered
      pagination={false}
      rowKey="id"
      dataSource={colors}
      style={{ maxWidth: 420 }}
      columns={[
        { key: 'color', title: t('productionOrders.field.color'), dataIndex: 'name' },
        {
          key: 'num',
          title: t('productionOrders.field.orderQuantity'),
          width: 160,
          render: (_: unknown, c) => {
            const problem = cellProblem(value[c.id]);
            const input = (
              <InputNumber
                size="small"
                controls={false}
                aria-label={c.name}
                status={problem ? 'error' : undefined}
                value={value[c.id] ?? null}
                onChange={(v) => {
                  const { [c.id]: _, ...rest } = value;
                  onChange(typeof v === 'number' ? { ...rest, [c.id]: v } : rest);
                }}
                style={{ width: 120 }}
              />
            );
            return problem ? <Tooltip title={problem}>{input}</Tooltip> : input;
          },
        },
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0}>
            <Typography.Text strong>{t('productionOrders.field.total')}</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={1}>
            <Typography.Text strong>{total}</Typography.Text>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
