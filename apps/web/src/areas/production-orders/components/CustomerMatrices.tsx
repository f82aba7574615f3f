import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { recordCreate, SearchSelect } from '../../../shared/search-select';
import { SkuMatrix } from '../../../shared/sku-matrix';
import { customerLoader } from '../api/orders-api';
import { cellsTotal, duplicateCustomers, emptyCustomer, type Axis, type CustomerBlock } from './order-goods-state';

export interface MatrixShape {
  colors: Axis[];
  sizes: Axis[];
  standards: Axis[];
  existingKeys: ReadonlySet<string>;
  styleId?: string;
}

/**
 * 分客户填数: one matrix per customer, "+ 添加客户" / "删除此客户"; a customer already chosen in the block is offered
 * disabled, and a second choice of it (e.g. both picked before the list refreshed) is marked on both selects.
 */
export function CustomerMatrices({
  customers,
  shape,
  onChange,
}: {
  customers: CustomerBlock[];
  shape: MatrixShape;
  onChange: (customers: CustomerBlock[]) => void;
}) {
  const { t } = useTranslation();
  const twice = new Set(duplicateCustomers(customers));
  const chosen = customers.map((c) => c.customerId).filter((id): id is string => Boolean(id));
  const set = (key: string, patch: Partial<CustomerBlock>) =>
    onChange(customers.map((c) => (c.key === key ? { ...c, ...patch } : c)));
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={8}>
      {customers.map((c, i) => (
        <Card
          key={c.key}
          size="small"
          type="inner"
          data-testid="customer-block"
          title={
            <Space>
              <span>
                {t('productionOrders.field.customer')} {i + 1}
              </span>
              <SearchSelect
                single
                loader={customerLoader}
                create={recordCreate('customer')}
                chosenValues={chosen}
                value={c.customerId}
                initialOptions={c.customerId && c.customerName ? [{ value: c.customerId, label: c.customerName }] : undefined}
                onChange={(v, option) =>
                  set(c.key, {
                    customerId: v ? String(v) : null,
                    customerName: option && !Array.isArray(option) ? option.label : null,
                  })
                }
                style={{ width: 240 }}
                data-testid="customer-select"
              />
              {c.customerId && twice.has(c.customerId) && (
                <Typography.Text type="danger">{t('productionOrders.problem.customerTwice')}</Typography.Text>
              )}
            </Space>
          }
          extra={
            <Space>
              <Typography.Text type="secondary">
                {t('productionOrders.form.customerTotal', { total: cellsTotal(c.cells) })}
              </Typography.Text>
              <Button
                size="small"
                danger
                type="link"
                icon={<DeleteOutlined />}
                onClick={() => onChange(customers.filter((x) => x.key !== c.key))}
              >
                {t('productionOrders.form.removeCustomer')}
              </Button>
            </Space>
          }
        >
          <SkuMatrix
            mode="quantity"
            colors={shape.colors}
            sizes={shape.sizes}
            standards={shape.standards}
            existingKeys={shape.existingKeys}
            styleId={shape.styleId}
            value={c.cells}
            onChange={(cells) => set(c.key, { cells })}
          />
        </Card>
      ))}
      <Button
        icon={<PlusOutlined />}
        type="dashed"
        onClick={() => onChange([...customers, emptyCustomer()])}
        data-testid="add-customer"
      >
        {t('productionOrders.form.addCustomer')}
      </Button>
    </Space>
  );
}
