import { dec, orderGoodsPrice, PriceAdjustPermission as P, type PriceAdjustView } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Descriptions, Form, Input, Result, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BillDetail } from '../../../bill';
import { PageHeader } from '../../../shared/page';
import { checkPermission } from '../../../shared/session/permission';
import { PRICE_BILL_TYPE, priceApi } from '../api/adjustments-api';
import { PriceTable, type PriceEdit } from '../components/PriceTable';
import '../locales/register';

/**
 * /adjustmentPriceDetail: the form from an order (?facPrdOrderId=) or to edit (?id=&edit=1), otherwise the detail
 * (?id=, or ?orderNo= from the desk) with the old and new prices per goods, in the BillDetail frame.
 */
export function PricePage() {
  const [search] = useSearchParams();
  const orderId = search.get('facPrdOrderId');
  const id = search.get('id');
  if (orderId || (id && search.get('edit') === '1'))
    return <PriceForm key={`${orderId}-${id}`} orderId={orderId} billId={orderId ? null : id} />;
  return <PriceDetail id={id} orderNo={search.get('orderNo')} />;
}

function Head({ view }: { view: PriceAdjustView }) {
  const { t } = useTranslation();
  const f = (k: string) => t(`orderAdjustments.field.${k}`);
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
      {view.orderNo && <Descriptions.Item label={f('priceNo')}>{view.orderNo}</Descriptions.Item>}
      <Descriptions.Item label={f('order')}>
        <Link to={`/orderProductioDetail?id=${view.facPrdOrderId}`}>{view.concatPrdOrderNo}</Link>
      </Descriptions.Item>
      {view.adjustDate && <Descriptions.Item label={f('adjustDate')}>{view.adjustDate}</Descriptions.Item>}
      {view.createByName && <Descriptions.Item label={f('creator')}>{view.createByName}</Descriptions.Item>}
      <Descriptions.Item label={f('oldAmount')}>{view.oldAmount}</Descriptions.Item>
      <Descriptions.Item label={f('newAmount')}>
        <Typography.Text strong data-testid="price-new-amount">
          {view.newAmount}
        </Typography.Text>
      </Descriptions.Item>
      {view.remark && (
        <Descriptions.Item label={f('remark')}>
          <span style={{ whiteSpace: 'pre-wrap' }}>{view.remark}</span>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

function PriceDetail({ id, orderNo }: { id: string | null; orderNo: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const bill = useQuery({
    queryKey: ['price-adjust', 'detail', id ?? orderNo],
    queryFn: () => priceApi.detail({ id, orderNo }),
    enabled: Boolean(id ?? orderNo),
    retry: false,
  });
  const d = bill.data;
  return (
    <BillDetail
      billType={PRICE_BILL_TYPE}
      billId={d?.id ?? undefined}
      billNo={d?.orderNo}
      title={t('orderAdjustments.menu.price')}
      loading={bill.isLoading}
      notFound={bill.isError}
      onEdit={d ? () => void navigate(`/adjustmentPriceDetail?id=${d.id}&edit=1`) : undefined}
      onDelete={
        d?.id
          ? () =>
              void priceApi.remove(d.id ?? '').then(() => {
                void navigate('/adjustmentPriceList', { replace: true });
              })
          : undefined
      }
      onChanged={() => void bill.refetch()}
      directLabels={{ submit: t('orderAdjustments.detail.generate'), applyAntiReview: t('orderAdjustments.detail.undo') }}
    >
      {d && (
        <>
          <Card size="small" style={{ marginBottom: 12 }}>
            <Head view={d} />
          </Card>
          <PriceTable goods={d.goodsList} isOutsideFac={d.isOutsideFac} />
        </>
      )}
    </BillDetail>
  );
}

const editOf = (p: { noTaxPrice: string; taxRate: string; processUnitPrice: string }): PriceEdit => ({
  noTaxPrice: p.noTaxPrice === '0' ? '' : p.noTaxPrice,
  taxRate: p.taxRate === '0' ? '' : p.taxRate,
  processUnitPrice: p.processUnitPrice === '0' ? '' : p.processUnitPrice,
});

function PriceForm({ orderId, billId }: { orderId: string | null; billId: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ orderNo?: string; adjustDate?: Dayjs; remark?: string }>();
  const base = useQuery({
    queryKey: ['price-adjust', 'form', billId ?? `order-${orderId}`],
    queryFn: () => (billId ? priceApi.detail({ id: billId }) : priceApi.byOrder(orderId ?? '').then((a) => a.source)),
    retry: false,
  });
  const [edits, setEdits] = useState<Record<string, PriceEdit> | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!base.data || edits) return;
    setEdits(Object.fromEntries(base.data.goodsList.map((g) => [g.facPrdOrderGoodsId, editOf(g.new)])));
    form.setFieldsValue({
      orderNo: base.data.orderNo ?? undefined,
      adjustDate: dayjs(base.data.adjustDate ?? undefined),
      remark: base.data.remark ?? undefined,
    });
  }, [base.data, edits, form]);
  const view = base.data;
  // The after side follows the typed prices (contracts' orderGoodsPrice, as the server computes them).
  const goods = (view?.goodsList ?? []).map((g) => {
    const e = edits?.[g.facPrdOrderGoodsId];
    if (!e) return g;
    // A price still being typed (or not a number) counts as blank here; the server names it when saved.
    const safe = (v: string) => (v && dec.tryParse(v) !== null ? v : null);
    return {
      ...g,
      new: orderGoodsPrice({
        noTaxPrice: safe(e.noTaxPrice),
        taxRate: safe(e.taxRate),
        processUnitPrice: safe(e.processUnitPrice),
        totalNum: g.totalNum,
      }),
    };
  });
  const save = async () => {
    if (!checkPermission(P.add) || !view || !edits) return;
    const head = await form.validateFields();
    setSaving(true);
    try {
      const saved = await priceApi.save({
        id: billId,
        facPrdOrderId: view.facPrdOrderId,
        orderNo: head.orderNo || null,
        adjustDate: (head.adjustDate ?? dayjs()).format('YYYY-MM-DD'),
        remark: head.remark || null,
        goodsList: view.goodsList.map((g) => {
          const e = edits[g.facPrdOrderGoodsId]!;
          return {
            facPrdOrderGoodsId: g.facPrdOrderGoodsId,
            noTaxPrice: e.noTaxPrice || null,
            taxRate: e.taxRate || null,
            processUnitPrice: e.processUnitPrice || null,
          };
        }),
      });
      message.success(t('orderAdjustments.form.saved'));
      void navigate(`/adjustmentPriceDetail?id=${saved.id}`, { replace: true });
    } finally {
      setSaving(false);
    }
  };
  const title = t(billId ? 'orderAdjustments.form.priceEditTitle' : 'orderAdjustments.form.priceNewTitle');
  if (base.isError) return <Result status="warning" title={title} />;
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="price-save">
            {t('orderAdjustments.form.save')}
          </Button>
        }
      />
      {!view || !edits ? (
        <Spin />
      ) : (
        <>
          <Card size="small" style={{ marginBottom: 12 }}>
            <Form form={form} layout="inline" style={{ marginBottom: 12 }}>
              <Form.Item name="orderNo" label={t('orderAdjustments.field.priceNo')}>
                <Input placeholder={t('orderAdjustments.field.adjustNoHint')} style={{ width: 200 }} maxLength={50} />
              </Form.Item>
              <Form.Item
                name="adjustDate"
                label={t('orderAdjustments.field.adjustDate')}
                rules={[{ required: true, message: t('orderAdjustments.form.required') }]}
              >
                <DatePicker allowClear={false} />
              </Form.Item>
              <Form.Item name="remark" label={t('orderAdjustments.field.remark')}>
                <Input.TextArea autoSize style={{ width: 360 }} maxLength={500} data-testid="price-remark" />
              </Form.Item>
            </Form>
            <Head
              view={{
                ...view,
                orderNo: null,
                adjustDate: null,
                remark: null,
                createByName: null,
                newAmount: dec.fixed(
                  dec.sum(
                    goods.map((g) => g.new.amount),
                    2,
                  ),
                  2,
                ),
              }}
            />
          </Card>
          <PriceTable
            goods={goods}
            isOutsideFac={view.isOutsideFac}
            edits={edits}
            onEdit={(id, e) => setEdits((s) => ({ ...s, [id]: e }))}
          />
        </>
      )}
    </>
  );
}
