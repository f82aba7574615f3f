import { PlusOutlined } from '@ant-design/icons';
import type { OrderDetail, ProductionOrderInput, ProductionOrderType } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Space, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { BillFormHeader, billApi } from '../../../bill';
import { localize } from '../../../shared/i18n';
import { PageHeader } from '../../../shared/page';
import { ORDER_BILL_TYPE, ordersApi } from '../api/orders-api';
import { GoodsBlockCard } from '../components/GoodsBlockCard';
import { OrderHeaderCard, type OrderHeaderValues } from '../components/OrderHeaderCard';
import { formProblems, type FormProblem } from '../components/order-form-problems';
import {
  emptyGoods,
  goodsFromDetail,
  goodsPayload,
  goodsTotal,
  overshoots,
  type GoodsBlock,
} from '../components/order-goods-state';

const day = (d: dayjs.Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : null);

/**
 * 新建生产订单 / 预下单 (/orderProductionNew?type=formal|informal): header, ordered goods blocks with their matrices
 * (per customer when chosen), prices; ?id= re-edits a draft or rejected order, ?advanceId= turns a pre-order into a
 * formal order (转订单: its goods and colours carried over, a colour ordered past the pre-order asked about first).
 */
export function OrderFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const [search] = useSearchParams();
  const editId = search.get('id');
  const advanceId = search.get('advanceId');
  const [form] = Form.useForm<OrderHeaderValues>();
  const [blocks, setBlocks] = useState<GoodsBlock[]>(() => [emptyGoods()]);
  // null until a save was tried; then whether it was 提报 (a draft may lack quantities).
  const [tried, setTried] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const source = useQuery({
    queryKey: ['production-order-source', editId ?? advanceId],
    queryFn: () => ordersApi.detail({ id: editId ?? advanceId }),
    enabled: Boolean(editId ?? advanceId),
    gcTime: 0,
  });
  const from = source.data;
  const type: ProductionOrderType = advanceId ? 1 : from && editId ? from.type : search.get('type') === 'informal' ? 0 : 1;
  const isAdvance = type === 0;

  useEffect(() => {
    if (!from) return;
    form.setFieldsValue({
      orderNo: advanceId ? null : from.orderNo,
      placeorderAt: dayjs(from.placeorderAt),
      placeOrderTypeId: from.placeOrderTypeId,
      buyNo: from.buyNo,
      chargerIds: from.chargerIds,
      isOutsideFac: from.isOutsideFac,
      commonOutsideFactoryId: from.commonOutsideFactoryId,
      isFirstOrder: from.isFirstOrder,
      remark: from.remark,
      attachments: from.attachments.map((a) => ({ id: a.id, name: a.fileName, url: a.url })),
    });
    setBlocks(from.goods.map((g) => goodsFromDetail(g, Boolean(advanceId))));
  }, [from, advanceId, form]);

  const placeorderAt = day(Form.useWatch('placeorderAt', form));
  const isOutsideFac = Boolean(Form.useWatch('isOutsideFac', form));
  const problems = formProblems(placeorderAt, blocks, type, tried ?? false);
  const problemText = (p: FormProblem) => {
    const text = p.code === 'price' ? t('productionOrders.problem.price', { text: localize(p.text) }) : '';
    return text || t(`productionOrders.problem.${p.code}`, { customer: p.customer });
  };

  const confirmOvershoot = (blocksNow: GoodsBlock[], advance: OrderDetail) =>
    new Promise<boolean>((resolve) => {
      const over = overshoots(blocksNow, advance.goods);
      if (!over.length) return resolve(true);
      modal.confirm({
        title: t('productionOrders.form.overshootTitle'),
        content: (
          <Space direction="vertical" size={2}>
            <span>{t('productionOrders.form.overshootText')}</span>
            {over.map((o) => (
              <Typography.Text key={`${o.styleLabel}-${o.colorName}`} type="warning">
                {t('productionOrders.form.overshootLine', {
                  style: o.styleLabel,
                  color: o.colorName,
                  ordered: o.ordered,
                  planned: o.planned,
                })}
              </Typography.Text>
            ))}
          </Space>
        ),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

  const save = async (submit: boolean) => {
    let header: OrderHeaderValues;
    try {
      header = await form.validateFields();
    } catch {
      return;
    }
    const found = formProblems(day(header.placeorderAt), blocks, type, submit);
    if (found.length) {
      setTried(submit);
      const named = found
        .slice(0, 3)
        .map((p) => (p.goods ? t('productionOrders.problem.inGoods', { goods: p.goods, text: problemText(p) }) : problemText(p)));
      const more = found.length > 3 ? ` ${t('productionOrders.problem.more', { count: found.length - 3 })}` : '';
      message.error(named.join('；') + more);
      return;
    }
    if (advanceId && from && !(await confirmOvershoot(blocks, from))) return;
    const body: ProductionOrderInput = {
      orderNo: header.orderNo?.trim() || null,
      placeorderAt: day(header.placeorderAt) ?? '',
      placeOrderTypeId: header.placeOrderTypeId ?? null,
      buyNo: header.buyNo?.trim() || null,
      chargerIds: header.chargerIds ?? [],
      isOutsideFac: Boolean(header.isOutsideFac),
      commonOutsideFactoryId: header.isOutsideFac ? (header.commonOutsideFactoryId ?? null) : null,
      remark: header.remark?.trim() || null,
      attachmentIds: isAdvance ? [] : (header.attachments ?? []).map((a) => a.id),
      isFirstOrder: header.isFirstOrder ?? null,
      facPrdOrderGoodsList: blocks.map((b) => goodsPayload(b, type)),
      advanceOrderId: advanceId,
    };
    setSaving(true);
    try {
      const { advanceOrderId: _, ...advanceBody } = body;
      const saved = isAdvance
        ? editId
          ? await ordersApi.updateAdvance({ ...advanceBody, facPrdOrderId: editId, version: from?.version })
          : await ordersApi.addAdvance(advanceBody)
        : editId
          ? await ordersApi.update({ ...body, facPrdOrderId: editId, version: from?.version })
          : await ordersApi.add(body);
      message.success(t('productionOrders.form.saved', { orderNo: saved.orderNo }));
      if (submit) await billApi.submit(ORDER_BILL_TYPE, saved.id).catch(() => undefined);
      navigate(`/orderProductioDetail?id=${saved.id}`, { replace: true });
    } catch {
      // shown by the api client (a refusal names the field)
    } finally {
      setSaving(false);
    }
  };

  const title = t(
    advanceId
      ? 'productionOrders.menu.turn'
      : isAdvance
        ? editId
          ? 'productionOrders.menu.editAdvance'
          : 'productionOrders.menu.newAdvance'
        : editId
          ? 'productionOrders.menu.edit'
          : 'productionOrders.menu.newOrder',
  );
  const styles = new Set(blocks.map((b) => b.styleId).filter(Boolean)).size;
  const total = blocks.reduce((s, b) => s + goodsTotal(b, type), 0);
  const blockProblems = (i: number) => (tried !== null ? problems.filter((p) => p.goods === i + 1) : []);

  return (
    <div data-testid="order-form">
      {isAdvance ? (
        <PageHeader
          title={title}
          back={false}
          actions={
            <>
              <Button onClick={() => void navigate(-1)}>{t('common.cancel')}</Button>
              <Button type="primary" loading={saving} onClick={() => void save(false)} data-testid="order-ok">
                {t('productionOrders.form.create')}
              </Button>
            </>
          }
        />
      ) : (
        <BillFormHeader billType={ORDER_BILL_TYPE} title={title} saving={saving} onSave={(s) => void save(s)} testId="order" />
      )}
      <Spin spinning={source.isLoading}>
        {advanceId && from && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            message={t('productionOrders.form.fromAdvance', { orderNo: from.orderNo })}
          />
        )}
        <OrderHeaderCard
          form={form}
          isAdvance={isAdvance}
          initialOptions={
            from
              ? {
                  placeOrderType: from.placeOrderTypeId
                    ? [{ value: from.placeOrderTypeId, label: from.placeOrderType ?? '' }]
                    : undefined,
                  factory: from.commonOutsideFactoryId
                    ? [{ value: from.commonOutsideFactoryId, label: from.commonOutsideFactoryName ?? '' }]
                    : undefined,
                  chargers: from.chargerIds.map((id, i) => ({ value: id, label: from.chargerName.split('、')[i] ?? id })),
                }
              : undefined
          }
        />
        {blocks.map((b, i) => (
          <GoodsBlockCard
            key={b.key}
            index={i}
            block={b}
            isAdvance={isAdvance}
            isOutsideFac={isOutsideFac}
            placeorderAt={placeorderAt}
            problems={blockProblems(i)}
            problemText={problemText}
            onChange={(next) => setBlocks((all) => all.map((x) => (x.key === b.key ? next : x)))}
            onRemove={() => setBlocks((all) => all.filter((x) => x.key !== b.key))}
          />
        ))}
        <Card size="small">
          <Space style={{ width: '100%', justifyContent: 'space-between' }}>
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => setBlocks((all) => [...all, emptyGoods()])}
              data-testid="add-goods"
            >
              {t('productionOrders.form.addGoods')}
            </Button>
            <Typography.Text strong data-testid="order-total">
              {t('productionOrders.form.orderTotal', { styles, total })}
            </Typography.Text>
          </Space>
          {tried !== null && problems.some((p) => !p.goods) && (
            <Alert
              style={{ marginTop: 8 }}
              type="error"
              showIcon
              message={problems
                .filter((p) => !p.goods)
                .map(problemText)
                .join('；')}
            />
          )}
        </Card>
      </Spin>
    </div>
  );
}
