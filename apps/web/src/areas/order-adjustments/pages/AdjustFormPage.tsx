import { OrderAdjustPermission as P, type AdjustOrderView } from '@gf/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Form, Input, Result, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../shared/page';
import { checkPermission } from '../../../shared/session/permission';
import { adjustApi } from '../api/adjustments-api';
import { AdjustGoodsCard, startingQuantities } from '../components/AdjustGoodsCard';
import { goodsInputOf, type AdjustState } from '../components/adjust-input';
import { OrderHead } from '../components/OrderHead';
import '../locales/register';

interface HeadValues {
  orderNo?: string;
  placeorderAt?: Dayjs;
  remark?: string;
}

const stateOf = (view: AdjustOrderView): AdjustState =>
  Object.fromEntries(view.facPrdOrderGoodsList.map((g) => [g.facPrdOrderGoodsId, startingQuantities(g)]));

/**
 * 开调整单 (/adjustOrder?facPrdOrderId=, from a reviewed order) and 修改 (/adjustOrder?id=&edit=1): 调整单号, 制单日期,
 * 制单备注, then per goods the new matrices over the old ones and the main-material table of the change, refreshed
 * as the quantities are typed. 存草稿 saves and opens the detail, where the bill is submitted.
 */
export function AdjustFormPage({ orderId, billId }: { orderId?: string | null; billId?: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<HeadValues>();
  const base = useQuery({
    queryKey: ['order-adjust', 'form', billId ?? `order-${orderId}`],
    queryFn: () => (billId ? adjustApi.detail({ id: billId }) : adjustApi.source(orderId ?? '')),
    retry: false,
  });
  const [state, setState] = useState<AdjustState | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!base.data || state) return;
    setState(stateOf(base.data));
    form.setFieldsValue({
      orderNo: base.data.orderNo ?? undefined,
      placeorderAt: dayjs(base.data.placeorderAt ?? undefined),
      remark: base.data.remark ?? undefined,
    });
  }, [base.data, state, form]);
  const facPrdOrderId = base.data?.oldOrderInfo.id;
  const goodsInput = useMemo(() => (base.data && state ? goodsInputOf(base.data, state) : null), [base.data, state]);
  // The material table follows the typed quantities (nothing is saved by the preview).
  const preview = useQuery({
    queryKey: ['order-adjust', 'preview', facPrdOrderId, JSON.stringify(goodsInput)],
    queryFn: () => adjustApi.preview(facPrdOrderId ?? '', goodsInput ?? []),
    enabled: Boolean(facPrdOrderId && goodsInput),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const view = preview.data ?? base.data;

  const save = async () => {
    if (!checkPermission(P.add) || !base.data || !goodsInput) return;
    const head = await form.validateFields();
    setSaving(true);
    try {
      const common = {
        orderNo: head.orderNo || null,
        placeorderAt: (head.placeorderAt ?? dayjs()).format('YYYY-MM-DD'),
        remark: head.remark || null,
        facPrdOrderGoodsList: goodsInput,
      };
      const saved = billId
        ? await adjustApi.update({ adjustOrderId: billId, ...common })
        : await adjustApi.add({ facPrdOrderId: base.data.oldOrderInfo.id, ...common });
      message.success(t('orderAdjustments.form.saved'));
      void navigate(`/adjustOrder?id=${saved.id}`, { replace: true });
    } finally {
      setSaving(false);
    }
  };

  const title = t(billId ? 'orderAdjustments.form.editTitle' : 'orderAdjustments.form.newTitle');
  if (!billId && !orderId)
    return (
      <Result status="info" title={t('orderAdjustments.form.pickOrder')} subTitle={t('orderAdjustments.form.pickOrderHint')} />
    );
  if (base.isError) return <Result status="warning" title={title} />;
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="adjust-save">
            {t('orderAdjustments.form.save')}
          </Button>
        }
      />
      {!view || !state ? (
        <Spin />
      ) : (
        <>
          <Card size="small" style={{ marginBottom: 12 }}>
            <Form form={form} layout="inline">
              <Form.Item name="orderNo" label={t('orderAdjustments.field.adjustNo')}>
                <Input
                  placeholder={t('orderAdjustments.field.adjustNoHint')}
                  style={{ width: 200 }}
                  maxLength={50}
                  data-testid="adjust-no"
                />
              </Form.Item>
              <Form.Item
                name="placeorderAt"
                label={t('orderAdjustments.field.placeorderAt')}
                rules={[{ required: true, message: t('orderAdjustments.form.required') }]}
              >
                <DatePicker allowClear={false} />
              </Form.Item>
              <Form.Item name="remark" label={t('orderAdjustments.field.remark')}>
                <Input.TextArea autoSize style={{ width: 360 }} maxLength={500} data-testid="adjust-remark" />
              </Form.Item>
            </Form>
          </Card>
          <OrderHead view={view} />
          {view.facPrdOrderGoodsList.map((g) => (
            <AdjustGoodsCard
              key={g.facPrdOrderGoodsId}
              goods={g}
              value={state[g.facPrdOrderGoodsId] ?? {}}
              onChange={(key, q) =>
                setState((s) => ({ ...s, [g.facPrdOrderGoodsId]: { ...(s?.[g.facPrdOrderGoodsId] ?? {}), [key]: q } }))
              }
            />
          ))}
        </>
      )}
    </>
  );
}
