import type { MaterialListRow } from '@gf/contracts';
import { App, Button, DatePicker, Drawer, Form, Input, Space, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchSelect } from '../../../shared/search-select/SearchSelect';
import { recordCreate } from '../../../shared/search-select/record-creators';
import type { OptionLoader } from '../../../shared/search-select/search-select.logic';
import { arrivalsApi, fetchSkus, skuText, storehouseLoader, supplierLoader } from '../api/arrivals-api';
import { isQuantity } from './ArrivalLinesTable';
import { requiredRule } from '../../../shared/forms/required-rule';
import '../locales/register';

interface Values {
  supplierId?: string;
  orderNo?: string;
  dateArrive: Dayjs;
  storehouseId?: string;
  remark?: string;
}

interface NoticeLine {
  materialSkuId: string;
  label: string;
  units: string;
  quantity: string;
}

/** 新建收料通知单: a supplier's notice of goods coming, by material (slide-in drawer). */
export function NoticeDrawer({
  open,
  onClose,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: (orderNo: string) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [lines, setLines] = useState<NoticeLine[]>([]);
  const [rows] = useState(() => new Map<string, MaterialListRow>());
  const [saving, setSaving] = useState(false);
  const f = (key: string) => t(`arrivals.field.${key}`);

  const loader: OptionLoader = async (keyword) =>
    (await fetchSkus(keyword, false)).list
      .filter((r) => r.skuId)
      .map((r) => {
        rows.set(String(r.skuId), r);
        return { value: String(r.skuId), label: skuText(r) };
      });

  const save = async () => {
    const v = await form.validateFields();
    if (lines.length === 0) return void message.error(t('arrivals.message.noLines'));
    const wrong = lines.findIndex((l) => !isQuantity(l.quantity));
    if (wrong >= 0) return void message.error(t('arrivals.message.badLine', { n: wrong + 1, field: f('noticeQuantity') }));
    setSaving(true);
    try {
      const saved = await arrivalsApi.addNotice({
        supplierId: v.supplierId!,
        orderNo: v.orderNo?.trim() || null,
        dateArrive: v.dateArrive.format('YYYY-MM-DD'),
        storehouseId: v.storehouseId ?? null,
        remark: v.remark?.trim() || null,
        materialsSkus: lines.map((l) => ({
          materialSkuId: l.materialSkuId,
          purchaseLineId: null,
          conversionRate: null,
          quantity: l.quantity.trim(),
          remark: null,
        })),
      });
      form.resetFields();
      setLines([]);
      onSaved(saved.orderNo);
    } catch {
      // shown by the api client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={760}
      title={t('arrivals.page.noticeAdd')}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="notice-save">
            {t('arrivals.action.save')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" initialValues={{ dateArrive: dayjs() }}>
        <Space wrap size={16} align="start">
          <Form.Item name="supplierId" label={f('supplier')} rules={[requiredRule(f('supplier'), 'select')]}>
            <SearchSelect
              single
              loader={supplierLoader}
              create={recordCreate('supplier')}
              style={{ width: 220 }}
              data-testid="notice-supplier"
            />
          </Form.Item>
          <Form.Item name="orderNo" label={f('noticeNo')}>
            <Input maxLength={150} placeholder={f('orderNoHint')} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="dateArrive" label={f('expectedDate')} rules={[requiredRule(f('expectedDate'), 'select')]}>
            <DatePicker />
          </Form.Item>
          <Form.Item name="storehouseId" label={f('storehouse')}>
            <SearchSelect single loader={storehouseLoader} create={recordCreate('storehouse')} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="remark" label={f('remark')}>
            <Input maxLength={150} style={{ width: 300 }} />
          </Form.Item>
        </Space>
      </Form>
      <Space style={{ marginBottom: 12 }}>
        <span>{t('arrivals.action.addByMaterial')}</span>
        <SearchSelect
          single
          loader={loader}
          value={null}
          chosenValues={lines.map((l) => l.materialSkuId)}
          onChange={(v) => {
            const r = v ? rows.get(String(v)) : undefined;
            if (r)
              setLines((all) => [
                ...all,
                {
                  materialSkuId: String(r.skuId),
                  label: skuText(r),
                  units: `${r.purchaseUnit ?? r.stockUnit ?? ''}/${r.stockUnit ?? ''}`,
                  quantity: '',
                },
              ]);
          }}
          style={{ width: 420 }}
          data-testid="notice-add-sku"
        />
      </Space>
      <Table<NoticeLine & { index: number }>
        size="small"
        rowKey="materialSkuId"
        pagination={false}
        dataSource={lines.map((l, index) => ({ ...l, index }))}
        columns={[
          { key: 'label', title: f('materialName'), dataIndex: 'label' },
          { key: 'units', title: `${f('purchaseUnit')}/${f('stockUnit')}`, dataIndex: 'units' },
          {
            key: 'quantity',
            title: f('noticeQuantity'),
            render: (_: unknown, l) => (
              <Input
                inputMode="decimal"
                value={l.quantity}
                status={l.quantity && !isQuantity(l.quantity) ? 'error' : undefined}
                onChange={(e) => setLines((all) => all.map((x, i) => (i === l.index ? { ...x, quantity: e.target.value } : x)))}
                style={{ width: 140 }}
              />
            ),
          },
          {
            key: 'remove',
            render: (_: unknown, l) => (
              <Button type="link" danger size="small" onClick={() => setLines((all) => all.filter((_x, i) => i !== l.index))}>
                {t('arrivals.action.remove')}
              </Button>
            ),
          },
        ]}
      />
    </Drawer>
  );
}
