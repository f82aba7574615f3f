import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Form, Input, Space, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { listQueryKey } from '../../../shared/list-page';
import { isBadQuantity, MaterialLinesEditor, type MaterialLine } from '../../../shared/material-lines';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { SearchSelect } from '../../../shared/search-select/SearchSelect';
import { getSession } from '../../../shared/session/session';
import { outsideFactoryLoader, remnantApi, storehouseLoader } from '../api/remnant-api';

interface Header {
  orderNo?: string;
  storehouseId?: string;
  dateOperate: Dayjs;
  operaterId?: string;
  commonOutsideFactoryId?: string | null;
  remark?: string;
}

/** /newFeedback (?id= to edit): 余料入库单 — header, lines added by material, the storehouse's stock beside each. */
export function RemnantFormPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const editId = search.get('id');
  const [form] = Form.useForm<Header>();
  const storehouseId = Form.useWatch('storehouseId', form);
  const [lines, setLines] = useState<MaterialLine[]>([]);
  const [saving, setSaving] = useState(false);
  const f = (key: string) => t(`remnant.field.${key}`);
  const source = useQuery({ queryKey: ['remnant', editId], queryFn: () => remnantApi.detail(editId!), enabled: Boolean(editId) });

  useEffect(() => {
    const d = source.data;
    if (!d) return;
    form.setFieldsValue({
      orderNo: d.orderNo,
      storehouseId: d.storehouseId,
      dateOperate: dayjs(d.dateOperate),
      operaterId: d.operaterId,
      commonOutsideFactoryId: d.commonOutsideFactoryId,
      remark: d.remark ?? undefined,
    });
    setLines(
      d.skuDetails.map((s) => ({
        materialsSkuId: s.materialsSkuId,
        label: [s.materialsNo, s.materialsName, s.colorName, s.specNoName].filter(Boolean).join(' '),
        stockUnit: s.stockUnit,
        quantity: s.quantity.includes('.') ? s.quantity.replace(/\.?0+$/, '') : s.quantity,
        orderNo: s.orderNo ?? '',
      })),
    );
  }, [source.data, form]);

  const save = async (submit: boolean) => {
    const h = await form.validateFields();
    if (lines.length === 0) return void message.error(t('remnant.form.empty'));
    const wrong = lines.find((l) => isBadQuantity(l.quantity));
    if (wrong) return void message.error(`${wrong.label}: ${t('remnant.form.badQuantity')}`);
    const body = {
      orderNo: h.orderNo?.trim() || null,
      storehouseId: h.storehouseId!,
      dateOperate: h.dateOperate.format('YYYY-MM-DD'),
      operaterId: h.operaterId!,
      commonOutsideFactoryId: h.commonOutsideFactoryId ?? null,
      remark: h.remark?.trim() || null,
      skus: lines.map((l) => ({
        materialsSkuId: l.materialsSkuId,
        quantity: l.quantity.trim(),
        orderNo: l.orderNo.trim() || null,
        remark: null,
      })),
    };
    setSaving(true);
    try {
      const saved = editId ? await remnantApi.update({ ...body, id: editId }) : await remnantApi.add(body);
      if (submit) await remnantApi.examine(saved.id).catch(() => undefined);
      void queryClient.invalidateQueries({ queryKey: listQueryKey('remnants') });
      void queryClient.invalidateQueries({ queryKey: ['remnant', saved.id] });
      void navigate(`/feedbackDetail/${encodeURIComponent(saved.id)}`, { replace: true });
    } catch {
      // shown by the api client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Spin spinning={source.isLoading}>
      <Card title={editId ? t('remnant.form.editTitle') : t('remnant.form.newTitle')} data-testid="remnant-form">
        <Form
          form={form}
          layout="vertical"
          initialValues={{ dateOperate: dayjs(), operaterId: getSession()?.userId }}
          style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', columnGap: 16 }}
        >
          <Form.Item
            name="orderNo"
            label={f('orderNo')}
            validateTrigger="onBlur"
            rules={[
              { max: 50 },
              {
                validator: async (_r, v?: string) => {
                  if (v?.trim() && (await remnantApi.queryRepeat(v.trim(), editId ?? undefined)).exists)
                    throw new Error(t('remnant.form.duplicate'));
                },
              },
            ]}
          >
            <Input placeholder={t('remnant.form.orderNoHint')} maxLength={50} />
          </Form.Item>
          <Form.Item name="storehouseId" label={f('storehouse')} rules={[{ required: true, message: f('storehouse') }]}>
            <SearchSelect single loader={storehouseLoader} autoSelectSingle data-testid="remnant-storehouse" />
          </Form.Item>
          <Form.Item name="dateOperate" label={f('date')} rules={[{ required: true, message: f('date') }]}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="operaterId" label={f('operator')} rules={[{ required: true, message: f('operator') }]}>
            <SearchSelect single loader={unitUserLoader} />
          </Form.Item>
          <Form.Item name="commonOutsideFactoryId" label={f('outsideFactory')}>
            <SearchSelect single loader={outsideFactoryLoader} />
          </Form.Item>
          <Form.Item name="remark" label={f('remark')}>
            <Input maxLength={200} />
          </Form.Item>
        </Form>
        <Card size="small" type="inner" title={t('remnant.form.lines')}>
          <MaterialLinesEditor
            lines={lines}
            onChange={setLines}
            storehouseId={storehouseId}
            quantityLabel={t('remnant.form.quantity')}
            testId="remnant-lines"
          />
        </Card>
        <Space style={{ marginTop: 16 }}>
          <Button onClick={() => void navigate(-1)}>{t('common.cancel')}</Button>
          <Button loading={saving} onClick={() => void save(false)} data-testid="remnant-save">
            {t('remnant.form.saveDraft')}
          </Button>
          <Button type="primary" loading={saving} onClick={() => void save(true)} data-testid="remnant-submit">
            {t('remnant.form.saveSubmit')}
          </Button>
        </Space>
      </Card>
    </Spin>
  );
}
