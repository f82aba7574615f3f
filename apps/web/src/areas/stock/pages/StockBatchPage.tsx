import { dec, isDecimalString, isZeroDecimal, type AvailableStockRow } from '@gf/contracts';
import { App, Button, Card, DatePicker, Form, Input, Space, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../../shared/api';
import { checkMaterialsAgainstStock } from '../../../shared/material-lines';
import { useListRefresh } from '../../../shared/list-page';
import { SearchSelect } from '../../../shared/search-select/SearchSelect';
import { recordCreate } from '../../../shared/search-select/record-creators';
import { materialSkuLoader, stockApi, storehouseLoader } from '../api/stock-api';
import { requiredRule } from '../../../shared/forms/required-rule';
import '../locales/register';

interface Line {
  materialsSkuId: string;
  label: string;
  quantity: string;
  position: string;
}

interface Header {
  storehouseId?: string;
  opDate: Dayjs;
  remark?: string;
}

/**
 * 批量入库 / 批量出库 (/materialInventory/matBatch?mode=in|out): many SKUs into or out of one storehouse; 出库 beyond the
 * stock asks first.
 */
export function StockBatchPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const direction = search.get('mode') === 'out' ? 'OUT' : 'IN';
  const [form] = Form.useForm<Header>();
  const storehouseId = Form.useWatch('storehouseId', form);
  const [lines, setLines] = useState<Line[]>([]);
  const [current, setCurrent] = useState<Map<string, string>>(new Map());
  const [saving, setSaving] = useState(false);
  const refreshStock = useListRefresh('material-stock');
  const b = (key: string) => t(`stock.batch.${key}`);

  // The chosen storehouse's stock of the listed SKUs, shown beside each line.
  const skuIds = lines.map((l) => l.materialsSkuId).join(',');
  useEffect(() => {
    if (!storehouseId || !skuIds) return;
    let live = true;
    void api
      .post<AvailableStockRow[]>(
        'fac/stock/preuseQuantityDetailsV2',
        { materialsSkuIds: skuIds.split(','), storehouseId },
        { silent: true },
      )
      .then((rows) => live && setCurrent(new Map(rows.map((r) => [r.materialsSkuId, r.onHand]))))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [storehouseId, skuIds]);

  const patch = (index: number, p: Partial<Line>) => setLines((all) => all.map((l, i) => (i === index ? { ...l, ...p } : l)));
  const bad = (q: string) => !isDecimalString(q.trim(), 4, 14) || isZeroDecimal(q.trim());

  const submit = async () => {
    const header = await form.validateFields();
    if (lines.length === 0) {
      message.error(b('empty'));
      return;
    }
    const wrong = lines.findIndex((l) => bad(l.quantity));
    if (wrong >= 0) {
      message.error(`${lines[wrong]!.label}: ${direction === 'IN' ? b('quantityIn') : b('quantityOut')}`);
      return;
    }
    // 批量出库 beyond a SKU's stock asks first (or says the storehouse will refuse it and sends nothing).
    const asks = lines.map((l) => ({ key: l.materialsSkuId, label: l.label, unit: '', quantity: l.quantity }));
    if (direction === 'OUT' && !(await checkMaterialsAgainstStock(header.storehouseId, asks, 'post'))) return;
    setSaving(true);
    try {
      await stockApi.batch(direction, {
        storehouseId: header.storehouseId!,
        opDate: header.opDate.format('YYYY-MM-DD'),
        remark: header.remark?.trim() || null,
        items: lines.map((l) => ({
          materialsSkuId: l.materialsSkuId,
          quantity: l.quantity.trim(),
          position: l.position.trim() || null,
        })),
      });
      void refreshStock();
      void navigate('/materialInventory');
    } catch {
      // shown by the api client (e.g. 库存不足 naming the SKU)
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={direction === 'IN' ? b('inTitle') : b('outTitle')} data-testid="stock-batch">
      <Form form={form} layout="inline" initialValues={{ opDate: dayjs() }} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="storehouseId" label={b('storehouse')} rules={[requiredRule(b('storehouse'), 'select')]}>
          <SearchSelect
            single
            loader={storehouseLoader}
            create={recordCreate('storehouse')}
            autoSelectSingle
            style={{ width: 220 }}
            data-testid="batch-storehouse"
          />
        </Form.Item>
        <Form.Item name="opDate" label={b('date')} rules={[requiredRule(b('date'), 'select')]}>
          <DatePicker />
        </Form.Item>
        <Form.Item name="remark" label={b('remark')}>
          <Input maxLength={200} style={{ width: 260 }} />
        </Form.Item>
      </Form>
      <Space style={{ marginBottom: 12 }}>
        <span>{b('addSku')}</span>
        <SearchSelect
          single
          loader={materialSkuLoader}
          value={null}
          chosenValues={lines.map((l) => l.materialsSkuId)}
          onChange={(v, option) => {
            if (!v || Array.isArray(option) || !option) return;
            setLines((all) => [...all, { materialsSkuId: String(v), label: String(option.label), quantity: '', position: '' }]);
          }}
          style={{ width: 420 }}
          data-testid="batch-add-sku"
        />
      </Space>
      <Table<Line & { index: number }>
        size="small"
        rowKey="materialsSkuId"
        pagination={false}
        dataSource={lines.map((l, index) => ({ ...l, index }))}
        columns={[
          { key: 'label', title: t('stock.field.materialsName'), dataIndex: 'label' },
          {
            key: 'current',
            title: b('current'),
            align: 'right',
            render: (_: unknown, l) => (storehouseId ? dec.format(current.get(l.materialsSkuId) ?? '0') : '-'),
          },
          {
            key: 'position',
            title: t('stock.field.position'),
            render: (_: unknown, l) => (
              <Input
                maxLength={50}
                value={l.position}
                onChange={(e) => patch(l.index, { position: e.target.value })}
                style={{ width: 120 }}
              />
            ),
          },
          {
            key: 'quantity',
            title: direction === 'IN' ? b('quantityIn') : b('quantityOut'),
            render: (_: unknown, l) => (
              <Input
                inputMode="decimal"
                value={l.quantity}
                status={l.quantity && bad(l.quantity) ? 'error' : undefined}
                onChange={(e) => patch(l.index, { quantity: e.target.value })}
                style={{ width: 140 }}
              />
            ),
          },
          {
            key: 'remove',
            render: (_: unknown, l) => (
              <Button type="link" danger size="small" onClick={() => setLines((all) => all.filter((_x, i) => i !== l.index))}>
                {b('remove')}
              </Button>
            ),
          },
        ]}
      />
      <Space style={{ marginTop: 16 }}>
        <Button onClick={() => void navigate('/materialInventory')}>{t('common.cancel')}</Button>
        <Button type="primary" loading={saving} onClick={() => void submit()} data-testid="batch-submit">
          {b('submit')}
        </Button>
      </Space>
    </Card>
  );
}
